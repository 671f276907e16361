import type { HoleSpec } from '../../../schema';

const STEMS = ['core', 'dump', 'access', 'error', 'deploy', 'Makefile', 'README', 'config', 'heap', 'trace', 'pager', 'x', 'gc', 'LICENSE'];
const EXTS = ['.log', '.gz', '.txt', '', '.yaml', '.old', '.1', '.json', '.tar.gz', '.bak'];
const files = (n: number, seed: number): string => {
  let x = seed;
  const next = () => (x = (x * 48271) % 2147483647);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const stem = STEMS[next() % STEMS.length];
    out.push(stem + (next() % 3 ? '-' + (next() % 10000) : '') + EXTS[next() % EXTS.length]);
  }
  return out.join(' ');
};

export const hole: HoleSpec = {
  id: 78,
  title: 'ls -C on the Crash-Dump Directory',
  category: 'text_formatting',
  difficulty: 8,
  variations: {
    A: {
      description:
        'The crash-dump directory has hundreds of files and you want to list them the way ls does on a terminal, in columns filled top to bottom. ' +
        'For r rows, name i (counting from 0, in input order) goes to row i mod r of column floor(i / r). ' +
        'For a layout, the width of a column is the length of its longest name, columns are separated by two spaces, and the layout fits if the sum of the column widths plus 2 for each gap between columns is at most W. ' +
        'Choose the smallest r whose layout fits (if none fits, use one name per line) and print it, each name padded on the right to its column width.',
      human: {
        input_format: 'The first line holds the terminal width W (1 <= W <= 200). The second line holds n file names (0 <= n <= 300) separated by single spaces; each name has 1 to 30 characters from letters, digits, ., - and _. With n = 0 the second line is empty and nothing is printed.',
        output_format: 'r lines; in each line the names of that row, each column starting exactly 2 characters after the previous column width ends (trailing spaces do not matter).',
        examples: { input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: 'a   ccc   eeeee   g   iii\nbb  dddd  ffffff  hh  jjjj\n' },
      },
      hints: ['Try r = 1, 2, 3, ... in order; the number of columns is ceil(n / r).', 'Each column has its own width.'],
      par: 415,
      cases: [
        { tag: 'empty', input: '80\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: 'a   ccc   eeeee   g   iii\nbb  dddd  ffffff  hh  jjjj\n' },
        { tag: 'tricky', input: '10\nshort a-name-longer-than-ten b c\n', output: 'short\na-name-longer-than-ten\nb\nc\n' },
        { tag: 'tricky', input: '11\naaa bbb ccc\n', output: 'aaa  ccc\nbbb\n' },
        { tag: 'tricky', input: '12\naaa bbb ccc\n', output: 'aaa  ccc\nbbb\n' },
        { tag: 'typical', input: '80\n' + files(40, 7) + '\n', output: 'config.yaml         access.1         x-4902.gz          access-9914.old\n' +
          'dump-6134.1         error-3246       config.txt         README-6601.old\n' +
          'Makefile-7582.json  error-5523.1     gc-2723.gz         pager-7303.json\n' +
          'deploy-9808         config.log       heap-1428.tar.gz   error-3327.txt\n' +
          'deploy-2676.1       trace-6965.json  pager-6893         access-573.1\n' +
          'dump-3001.tar.gz    error.gz         LICENSE.log        trace-4686.old\n' +
          'error.yaml          x.old            heap.old           deploy-6899.log\n' +
          'LICENSE             dump-1176.json   README-186.tar.gz  trace.yaml\n' +
          'Makefile.log        Makefile-1387.1  error-7254         trace-3377.bak\n' +
          'Makefile.tar.gz     README.txt       dump-3580.old      README.bak\n' },
        { tag: 'tricky', input: '41\n' + files(25, 3) + '\n', output: 'x.gz                  dump-4651.tar.gz\nerror-7049.1          pager-1938.old\n' +
          'pager.bak             error-7019.json\nLICENSE-2594          error.gz\n' +
          'core-3613.tar.gz      gc-2023.yaml\nMakefile-7116.tar.gz  dump-2868.gz\n' +
          'gc-3117.log           Makefile-607.gz\ncore-4331.gz          pager-961\n' +
          'x-7361.old            gc-694.gz\nx-2334.1              pager-4134.txt\naccess.bak            deploy.1\n' +
          'dump-6277.bak         trace-6962.yaml\nMakefile.yaml\n' },
        { tag: 'maximum', input: '200\n' + files(300, 11) + '\n', output: 'error.yaml           x-8161.bak            dump-2250.old       deploy-8072           config-7479.tar.gz   x-853.json            pager-8195.txt    x                   pager-664.tar.gz\n' +
          'core-5219.1          access-3599.json      trace.log           pager-4244            Makefile.old         dump-6957.tar.gz      LICENSE.bak       gc-3167             trace-890.bak\n' +
          'LICENSE-9965.gz      pager.gz              LICENSE-4668.json   core-2440.tar.gz      gc.tar.gz            Makefile.json         README.bak        access-2527         error-8475.log\n' +
          'trace                pager.1               pager-7972.yaml     README-5090.log       error-23.old         Makefile-6824.old     LICENSE-787.yaml  trace-1316.tar.gz   x-9648.tar.gz\n' +
          'config-3836.yaml     heap-6434             README-496.old      trace.log             config.old           LICENSE-7555.txt      gc.log            dump-1307.1         dump-3433.log\n' +
          'core-5151.json       config-3547.1         core-210.old        access-1019.old       error.1              trace-6093            Makefile.tar.gz   pager.old           deploy.json\n' +
          'Makefile.yaml        config.yaml           pager-8727.txt      deploy-8424.json      LICENSE-9889.tar.gz  README-1851.log       core-3036.bak     heap-9618.1         dump.txt\n' +
          'access-8757.txt      README.tar.gz         README.gz           deploy-329.log        Makefile-7663.yaml   trace-6163.tar.gz     deploy.gz         heap-1688.yaml      pager-3207.old\n' +
          'gc-2384.1            LICENSE-5651.gz       deploy.bak          pager-7202.tar.gz     gc-3585              README-8052.old       trace-178.bak     Makefile-8585.yaml  README-4954\n' +
          'Makefile-3861.json   pager-8489.gz         heap.gz             LICENSE.json          pager-5421.old       gc-6673               config.yaml       trace.1             trace-4615.gz\n' +
          'heap-2108.log        pager-2985.log        config-686.log      error.bak             Makefile.tar.gz      pager-3405.tar.gz     gc.yaml           core-1085.txt       heap-8486.tar.gz\n' +
          'heap-3604.json       pager-7643.tar.gz     access-3800.1       deploy.bak            x.yaml               deploy-3585.1         README-528.old    gc-5104.log         error-8529.yaml\n' +
          'LICENSE-6354.json    trace-6530.json       trace.gz            heap-4929.gz          config-5149.yaml     dump-4326.bak         access-9887.log   deploy-5659         heap-2736.bak\n' +
          'deploy-3029          core-4166.bak         error-7384.yaml     Makefile-9868.old     trace-3863.1         LICENSE.1             access-4648.txt   access-7827         x-1031.bak\n' +
          'error-2544.1         deploy-274.gz         x-2417.json         deploy-4374.gz        pager-2725           Makefile-5542.tar.gz  dump-7025.1       core-792.log        Makefile-3206.tar.gz\n' +
          'error.json           heap-7837.bak         trace.bak           LICENSE-6799.txt      x-5374.1             core-545.txt          README-3017.old   error-8692.old      dump-4120.old\n' +
          'deploy.1             gc-3699.old           config.txt          core-3225.tar.gz      trace-2268.old       LICENSE               core-4826.log     README-1451.gz      LICENSE-3899.gz\n' +
          'gc.gz                access-4030.log       error.yaml          x-6441.1              access-9073.log      gc-1242.gz            pager-6093.old    error-2492.log      LICENSE-1053.json\n' +
          'error-2783.1         gc-8977.log           access-5452.tar.gz  pager-9834.tar.gz     heap-3928.txt        heap-4402.gz          LICENSE-4626.log  x.gz                error-5578.bak\n' +
          'LICENSE-5888.tar.gz  Makefile-1940.tar.gz  access-9148.yaml    Makefile-2777.tar.gz  error-5631.txt       Makefile.yaml         config-6487.log   Makefile.json       error-904.bak\n' +
          'gc.tar.gz            error.1               dump-5256.bak       config.yaml           x-8530.bak           LICENSE-3886.1        core-6470.log     gc-9470.tar.gz      config-296.txt\n' +
          'README-6363.bak      dump-7641.1           Makefile-4619.1     pager-3480.bak        error-6977.1         access-2196.1         trace-9411.txt    LICENSE-7135.gz     x-9171.json\n' +
          'heap.json            gc-5361.gz            heap-1717.tar.gz    deploy.log            heap-8806.1          trace-5932.bak        gc-5859.json      core-5689.tar.gz    error-1043.1\n' +
          'core-6201.gz         access-6886.tar.gz    error.tar.gz        README-4031.yaml      access-8720.json     x-6421.json           Makefile.json     trace-799.bak       Makefile.old\n' +
          'Makefile-7833.txt    config-2668.gz        dump.gz             pager.1               heap-3070            dump.tar.gz           error.1           README-2114         core-7027.bak\n' +
          'x.txt                heap-5704.bak         Makefile-120.1      access-5792.log       README-8682.json     Makefile-1611.old     heap              dump-3128           Makefile-9940\n' +
          'dump-931.bak         heap-4297.1           config-6995.gz      heap                  pager-8509.log       x-3001.1              x.yaml            heap-7435.tar.gz    README\n' +
          'Makefile.1           trace-7211.tar.gz     pager.json          error.json            dump-3204.yaml       gc-82.gz              access-5362.1     access.1            access.yaml\n' +
          'dump.yaml            Makefile.log          core.json           error-1166.1          deploy-166.bak       config.tar.gz         Makefile.txt      README-318.old\n' +
          'deploy               README.tar.gz         access-3440.gz      README-4596.tar.gz    dump.old             LICENSE-7318.json     dump-8125.old     Makefile-2973.1\n' +
          'x-7975.gz            gc-5746.yaml          deploy-6232.old     heap-2196.json        heap-7573            LICENSE-2206.1        gc-9399.1         trace-1927.log\n' +
          'LICENSE-8278.1       access-803.log        core-1427.json      pager-1188            dump.txt             error.txt             trace-3135.gz     pager-9192.gz\n' +
          'pager.tar.gz         trace.log             deploy.yaml         x-2010                deploy.yaml          Makefile.gz           config-4183.bak   LICENSE.log\n' +
          'heap-4455.log        x-7255.old            gc-2003.bak         config-4292.json      heap-2961.old        heap-1281.gz          x-867.yaml        x-8505\n' },
        { tag: 'maximum', input: '80\n' + files(300, 5) + '\n', output: 'trace.bak             heap-7198.log         error.bak           error-7180.1\n' +
          'trace-8415.gz         x-5438.gz             pager-3973.txt      gc.json\n' +
          'heap.yaml             error-8739.old        Makefile.json       trace-7361.old\n' +
          'error-6441.json       core-2110.old         config-1544.log     config.log\n' +
          'trace-257.txt         LICENSE.tar.gz        x-8576.old          trace.old\n' +
          'deploy-8213.gz        dump-7601.yaml        dump-9699.txt       config-3379.log\n' +
          'pager-6097.txt        core-6836.bak         deploy-9298.bak     x-4283.yaml\n' +
          'core-4787.tar.gz      config-468            x-7241.json         trace-1874.bak\n' +
          'LICENSE-5288.1        x-9070.yaml           LICENSE.json        access-4458.1\n' +
          'Makefile.bak          x.yaml                config-2859.bak     trace.json\n' +
          'trace-3525.bak        trace-5988.bak        heap-436.old        config-6425.yaml\n' +
          'README-4697.1         deploy-6488.old       README.old          heap-7839.gz\n' +
          'deploy-9840.tar.gz    access-4419           LICENSE.old         core-9694.bak\n' +
          'Makefile-7580.yaml    access-3059.tar.gz    heap-9426           error-30.log\n' +
          'x-7028.1              README-7862.log       deploy-8568.bak     deploy.txt\n' +
          'Makefile-4197.1       deploy.gz             error.old           config-8455.yaml\n' +
          'trace-1148.1          heap.log              heap-8430.old       dump-9702.gz\n' +
          'error-5795.gz         dump-7305.gz          access-7759.bak     deploy.bak\n' +
          'deploy-726.1          config-9080.yaml      Makefile.log        dump-3450.1\n' +
          'heap.log              gc.tar.gz             deploy              config-9338.log\n' +
          'error.old             trace-2239.log        LICENSE.tar.gz      trace-1750.log\n' +
          'README-5392.old       Makefile.yaml         x-3268.tar.gz       gc-6873\n' +
          'access.bak            gc-6257.json          deploy-5634.bak     config-5294.yaml\n' +
          'access-2250           config.old            core.log            dump-9020.log\n' +
          'README-9172           trace-9202.gz         dump.1              dump-201.old\n' +
          'gc-8948.log           heap.log              x-2625.yaml         Makefile.txt\n' +
          'LICENSE-8495.old      error-429             heap-6665.txt       gc.1\n' +
          'error.gz              trace                 access.json         LICENSE\n' +
          'gc-7854.1             heap-1370.bak         trace-2264.bak      x.json\n' +
          'error.tar.gz          pager                 access-6184.gz      README-6742\n' +
          'access.old            dump-3375.txt         deploy-9176.old     heap.bak\n' +
          'LICENSE.yaml          pager-5021.bak        x-2667.yaml         deploy-2702.log\n' +
          'LICENSE-9570.log      gc.bak                LICENSE.old         pager-7475.yaml\n' +
          'dump-7253.txt         config-4399.log       x-3182.old\n' +
          'x-5879                pager.yaml            config-5353.bak\n' +
          'pager-2384.log        LICENSE.json          gc.bak\n' +
          'deploy-1142.txt       config-6165.yaml      pager.gz\n' +
          'config.gz             deploy.log            LICENSE-7456\n' +
          'config-3516.bak       LICENSE-5850.log      heap-3342.tar.gz\n' +
          'dump.1                access-5407.log       trace.1\n' +
          'LICENSE.txt           pager-3575.txt        access-391.tar.gz\n' +
          'Makefile.json         x-9979.bak            access.json\n' +
          'LICENSE-1348.gz       config-934            gc-4308.log\n' +
          'heap-1347.old         Makefile-6372.json    config-18.bak\n' +
          'config-241.json       LICENSE.json          error.log\n' +
          'dump-8057             error.1               LICENSE.tar.gz\n' +
          'LICENSE-4222.gz       error-2576.txt        gc-9908.txt\n' +
          'deploy-4047.tar.gz    heap-1948.json        heap-6108.bak\n' +
          'Makefile-194.json     gc-7672.bak           heap.yaml\n' +
          'gc.tar.gz             dump-4555.bak         LICENSE.json\n' +
          'x-790.json            README-9998           x-2830\n' +
          'access-2580.old       trace.json            x-1584.log\n' +
          'Makefile-9447.tar.gz  config-2469.txt       pager-1024.yaml\n' +
          'Makefile.gz           error-5059.bak        config-1789.yaml\n' +
          'gc-4567.bak           Makefile-2934.tar.gz  heap-5271.json\n' +
          'LICENSE-3064.old      README-2188.log       pager.json\n' +
          'pager.bak             LICENSE-1478.bak      dump.old\n' +
          'Makefile-1925         gc.log                gc-4427.gz\n' +
          'gc-1963.yaml          LICENSE.old           LICENSE-1934.log\n' +
          'dump-1726             access-3486.json      core.old\n' +
          'config-8353.yaml      deploy-5244.txt       heap-301.gz\n' +
          'core.log              config-285.txt        error-4233.bak\n' +
          'x-5258.yaml           pager.yaml            gc-1922.old\n' +
          'core-648.old          deploy                pager-6315.yaml\n' +
          'dump-7388.tar.gz      core-6260.log         Makefile.json\n' +
          'pager-4103.yaml       error-9545.json       access-9819.tar.gz\n' +
          'heap-7116.old         pager-7922            trace.log\n' +
          'pager-1519.log        deploy-4338.gz        error-5184\n' +
          'heap.gz               access-8938.tar.gz    LICENSE-5032.1\n' +
          'Makefile.old          gc-1978.1             heap\n' +
          'pager.yaml            README-3627.bak       error-6430.log\n' +
          'deploy-5274.txt       README-9254.txt       config-3210.yaml\n' +
          'Makefile-745.txt      README.yaml           README-7085.tar.gz\n' +
          'README-7610.bak       dump.log              error-5357.json\n' +
          'error-5441.txt        trace                 error-6354\n' +
          'core-8610.txt         error.txt             error-9458.tar.gz\n' +
          'LICENSE-3148.gz       trace-7886.gz         trace.1\n' +
          'x.txt                 x-1878.json           gc-5451.gz\n' +
          'README-6667.json      core.txt              gc.json\n' +
          'LICENSE-828           gc.log                core-978\n' +
          'heap-4105.1           error-9893.bak        Makefile-1624.log\n' +
          'config-4981.yaml      Makefile-9170.log     heap.gz\n' +
          'deploy-8845.old       deploy-5758.txt       heap.log\n' +
          'Makefile-9247.log     dump-3616.txt         Makefile.1\n' +
          'gc-4503.txt           deploy-2163.1         core.bak\n' +
          'access-2346.gz        core-7331.log         gc-5984.tar.gz\n' +
          'heap-7415.bak         LICENSE-2888.txt      LICENSE-3081.yaml\n' +
          'trace.txt             pager.txt             trace-5165.json\n' +
          'x-808.txt             trace-9113.json       README-4021.gz\n' },
      ],
    },
    B: {
      description:
        'The crash-dump directory has hundreds of files and you list them like ls -x, in columns filled left to right, row by row. ' +
        'For c columns, name i (counting from 0, in input order) goes to row floor(i / c) of column i mod c. ' +
        'For a layout, the width of a column is the length of its longest name, columns are separated by two spaces, and the layout fits if the sum of the column widths plus 2 for each gap between columns is at most W. ' +
        'Choose the largest c whose layout fits (if none fits, use one column) and print it, each name padded on the right to its column width.',
      human: {
        input_format: 'The first line holds the terminal width W (1 <= W <= 200). The second line holds n file names (0 <= n <= 300) separated by single spaces; each name has 1 to 30 characters from letters, digits, ., - and _. With n = 0 the second line is empty and nothing is printed.',
        output_format: 'One line per row, names separated so that every column starts 2 characters after the previous column width ends (trailing spaces do not matter).',
        examples: { input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: 'a       bb  ccc  dddd  eeeee\nffffff  g   hh   iii   jjjj\n' },
      },
      hints: ['Try c = n, n - 1, ... down to 1.', 'The width of column j is the longest of names j, j + c, j + 2c, ...'],
      par: 370,
      cases: [
        { tag: 'empty', input: '80\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: 'a       bb  ccc  dddd  eeeee\nffffff  g   hh   iii   jjjj\n' },
        { tag: 'tricky', input: '10\nshort a-name-longer-than-ten b c\n', output: 'short\na-name-longer-than-ten\nb\nc\n' },
        { tag: 'tricky', input: '11\naaa bbb ccc\n', output: 'aaa  bbb\nccc\n' },
        { tag: 'tricky', input: '12\naaa bbb ccc\n', output: 'aaa  bbb\nccc\n' },
        { tag: 'typical', input: '80\n' + files(40, 7) + '\n', output: 'config.yaml      dump-6134.1       Makefile-7582.json  deploy-9808\n' +
          'deploy-2676.1    dump-3001.tar.gz  error.yaml          LICENSE\n' +
          'Makefile.log     Makefile.tar.gz   access.1            error-3246\n' +
          'error-5523.1     config.log        trace-6965.json     error.gz\n' +
          'x.old            dump-1176.json    Makefile-1387.1     README.txt\n' +
          'x-4902.gz        config.txt        gc-2723.gz          heap-1428.tar.gz\n' +
          'pager-6893       LICENSE.log       heap.old            README-186.tar.gz\n' +
          'error-7254       dump-3580.old     access-9914.old     README-6601.old\n' +
          'pager-7303.json  error-3327.txt    access-573.1        trace-4686.old\n' +
          'deploy-6899.log  trace.yaml        trace-3377.bak      README.bak\n' },
        { tag: 'tricky', input: '41\n' + files(25, 3) + '\n', output: 'x.gz              error-7049.1\npager.bak         LICENSE-2594\n' +
          'core-3613.tar.gz  Makefile-7116.tar.gz\ngc-3117.log       core-4331.gz\nx-7361.old        x-2334.1\n' +
          'access.bak        dump-6277.bak\nMakefile.yaml     dump-4651.tar.gz\n' +
          'pager-1938.old    error-7019.json\nerror.gz          gc-2023.yaml\ndump-2868.gz      Makefile-607.gz\n' +
          'pager-961         gc-694.gz\npager-4134.txt    deploy.1\ntrace-6962.yaml\n' },
        { tag: 'maximum', input: '200\n' + files(300, 11) + '\n', output: 'error.yaml          core-5219.1          LICENSE-9965.gz    trace               config-3836.yaml      core-5151.json      Makefile.yaml      access-8757.txt       gc-2384.1\n' +
          'Makefile-3861.json  heap-2108.log        heap-3604.json     LICENSE-6354.json   deploy-3029           error-2544.1        error.json         deploy.1              gc.gz\n' +
          'error-2783.1        LICENSE-5888.tar.gz  gc.tar.gz          README-6363.bak     heap.json             core-6201.gz        Makefile-7833.txt  x.txt                 dump-931.bak\n' +
          'Makefile.1          dump.yaml            deploy             x-7975.gz           LICENSE-8278.1        pager.tar.gz        heap-4455.log      x-8161.bak            access-3599.json\n' +
          'pager.gz            pager.1              heap-6434          config-3547.1       config.yaml           README.tar.gz       LICENSE-5651.gz    pager-8489.gz         pager-2985.log\n' +
          'pager-7643.tar.gz   trace-6530.json      core-4166.bak      deploy-274.gz       heap-7837.bak         gc-3699.old         access-4030.log    gc-8977.log           Makefile-1940.tar.gz\n' +
          'error.1             dump-7641.1          gc-5361.gz         access-6886.tar.gz  config-2668.gz        heap-5704.bak       heap-4297.1        trace-7211.tar.gz     Makefile.log\n' +
          'README.tar.gz       gc-5746.yaml         access-803.log     trace.log           x-7255.old            dump-2250.old       trace.log          LICENSE-4668.json     pager-7972.yaml\n' +
          'README-496.old      core-210.old         pager-8727.txt     README.gz           deploy.bak            heap.gz             config-686.log     access-3800.1         trace.gz\n' +
          'error-7384.yaml     x-2417.json          trace.bak          config.txt          error.yaml            access-5452.tar.gz  access-9148.yaml   dump-5256.bak         Makefile-4619.1\n' +
          'heap-1717.tar.gz    error.tar.gz         dump.gz            Makefile-120.1      config-6995.gz        pager.json          core.json          access-3440.gz        deploy-6232.old\n' +
          'core-1427.json      deploy.yaml          gc-2003.bak        deploy-8072         pager-4244            core-2440.tar.gz    README-5090.log    trace.log             access-1019.old\n' +
          'deploy-8424.json    deploy-329.log       pager-7202.tar.gz  LICENSE.json        error.bak             deploy.bak          heap-4929.gz       Makefile-9868.old     deploy-4374.gz\n' +
          'LICENSE-6799.txt    core-3225.tar.gz     x-6441.1           pager-9834.tar.gz   Makefile-2777.tar.gz  config.yaml         pager-3480.bak     deploy.log            README-4031.yaml\n' +
          'pager.1             access-5792.log      heap               error.json          error-1166.1          README-4596.tar.gz  heap-2196.json     pager-1188            x-2010\n' +
          'config-4292.json    config-7479.tar.gz   Makefile.old       gc.tar.gz           error-23.old          config.old          error.1            LICENSE-9889.tar.gz   Makefile-7663.yaml\n' +
          'gc-3585             pager-5421.old       Makefile.tar.gz    x.yaml              config-5149.yaml      trace-3863.1        pager-2725         x-5374.1              trace-2268.old\n' +
          'access-9073.log     heap-3928.txt        error-5631.txt     x-8530.bak          error-6977.1          heap-8806.1         access-8720.json   heap-3070             README-8682.json\n' +
          'pager-8509.log      dump-3204.yaml       deploy-166.bak     dump.old            heap-7573             dump.txt            deploy.yaml        heap-2961.old         x-853.json\n' +
          'dump-6957.tar.gz    Makefile.json        Makefile-6824.old  LICENSE-7555.txt    trace-6093            README-1851.log     trace-6163.tar.gz  README-8052.old       gc-6673\n' +
          'pager-3405.tar.gz   deploy-3585.1        dump-4326.bak      LICENSE.1           Makefile-5542.tar.gz  core-545.txt        LICENSE            gc-1242.gz            heap-4402.gz\n' +
          'Makefile.yaml       LICENSE-3886.1       access-2196.1      trace-5932.bak      x-6421.json           dump.tar.gz         Makefile-1611.old  x-3001.1              gc-82.gz\n' +
          'config.tar.gz       LICENSE-7318.json    LICENSE-2206.1     error.txt           Makefile.gz           heap-1281.gz        pager-8195.txt     LICENSE.bak           README.bak\n' +
          'LICENSE-787.yaml    gc.log               Makefile.tar.gz    core-3036.bak       deploy.gz             trace-178.bak       config.yaml        gc.yaml               README-528.old\n' +
          'access-9887.log     access-4648.txt      dump-7025.1        README-3017.old     core-4826.log         pager-6093.old      LICENSE-4626.log   config-6487.log       core-6470.log\n' +
          'trace-9411.txt      gc-5859.json         Makefile.json      error.1             heap                  x.yaml              access-5362.1      Makefile.txt          dump-8125.old\n' +
          'gc-9399.1           trace-3135.gz        config-4183.bak    x-867.yaml          x                     gc-3167             access-2527        trace-1316.tar.gz     dump-1307.1\n' +
          'pager.old           heap-9618.1          heap-1688.yaml     Makefile-8585.yaml  trace.1               core-1085.txt       gc-5104.log        deploy-5659           access-7827\n' +
          'core-792.log        error-8692.old       README-1451.gz     error-2492.log      x.gz                  Makefile.json       gc-9470.tar.gz     LICENSE-7135.gz       core-5689.tar.gz\n' +
          'trace-799.bak       README-2114          dump-3128          heap-7435.tar.gz    access.1              README-318.old      Makefile-2973.1    trace-1927.log        pager-9192.gz\n' +
          'LICENSE.log         x-8505               pager-664.tar.gz   trace-890.bak       error-8475.log        x-9648.tar.gz       dump-3433.log      deploy.json           dump.txt\n' +
          'pager-3207.old      README-4954          trace-4615.gz      heap-8486.tar.gz    error-8529.yaml       heap-2736.bak       x-1031.bak         Makefile-3206.tar.gz  dump-4120.old\n' +
          'LICENSE-3899.gz     LICENSE-1053.json    error-5578.bak     error-904.bak       config-296.txt        x-9171.json         error-1043.1       Makefile.old          core-7027.bak\n' +
          'Makefile-9940       README               access.yaml\n' },
        { tag: 'maximum', input: '80\n' + files(300, 5) + '\n', output: 'trace.bak           trace-8415.gz         heap.yaml\n' +
          'error-6441.json     trace-257.txt         deploy-8213.gz\n' +
          'pager-6097.txt      core-4787.tar.gz      LICENSE-5288.1\n' +
          'Makefile.bak        trace-3525.bak        README-4697.1\n' +
          'deploy-9840.tar.gz  Makefile-7580.yaml    x-7028.1\n' +
          'Makefile-4197.1     trace-1148.1          error-5795.gz\n' +
          'deploy-726.1        heap.log              error.old\n' +
          'README-5392.old     access.bak            access-2250\n' +
          'README-9172         gc-8948.log           LICENSE-8495.old\n' +
          'error.gz            gc-7854.1             error.tar.gz\n' +
          'access.old          LICENSE.yaml          LICENSE-9570.log\n' +
          'dump-7253.txt       x-5879                pager-2384.log\n' +
          'deploy-1142.txt     config.gz             config-3516.bak\n' +
          'dump.1              LICENSE.txt           Makefile.json\n' +
          'LICENSE-1348.gz     heap-1347.old         config-241.json\n' +
          'dump-8057           LICENSE-4222.gz       deploy-4047.tar.gz\n' +
          'Makefile-194.json   gc.tar.gz             x-790.json\n' +
          'access-2580.old     Makefile-9447.tar.gz  Makefile.gz\n' +
          'gc-4567.bak         LICENSE-3064.old      pager.bak\n' +
          'Makefile-1925       gc-1963.yaml          dump-1726\n' +
          'config-8353.yaml    core.log              x-5258.yaml\n' +
          'core-648.old        dump-7388.tar.gz      pager-4103.yaml\n' +
          'heap-7116.old       pager-1519.log        heap.gz\n' +
          'Makefile.old        pager.yaml            deploy-5274.txt\n' +
          'Makefile-745.txt    README-7610.bak       error-5441.txt\n' +
          'core-8610.txt       LICENSE-3148.gz       x.txt\n' +
          'README-6667.json    LICENSE-828           heap-4105.1\n' +
          'config-4981.yaml    deploy-8845.old       Makefile-9247.log\n' +
          'gc-4503.txt         access-2346.gz        heap-7415.bak\n' +
          'trace.txt           x-808.txt             heap-7198.log\n' +
          'x-5438.gz           error-8739.old        core-2110.old\n' +
          'LICENSE.tar.gz      dump-7601.yaml        core-6836.bak\n' +
          'config-468          x-9070.yaml           x.yaml\n' +
          'trace-5988.bak      deploy-6488.old       access-4419\n' +
          'access-3059.tar.gz  README-7862.log       deploy.gz\n' +
          'heap.log            dump-7305.gz          config-9080.yaml\n' +
          'gc.tar.gz           trace-2239.log        Makefile.yaml\n' +
          'gc-6257.json        config.old            trace-9202.gz\n' +
          'heap.log            error-429             trace\n' +
          'heap-1370.bak       pager                 dump-3375.txt\n' +
          'pager-5021.bak      gc.bak                config-4399.log\n' +
          'pager.yaml          LICENSE.json          config-6165.yaml\n' +
          'deploy.log          LICENSE-5850.log      access-5407.log\n' +
          'pager-3575.txt      x-9979.bak            config-934\n' +
          'Makefile-6372.json  LICENSE.json          error.1\n' +
          'error-2576.txt      heap-1948.json        gc-7672.bak\n' +
          'dump-4555.bak       README-9998           trace.json\n' +
          'config-2469.txt     error-5059.bak        Makefile-2934.tar.gz\n' +
          'README-2188.log     LICENSE-1478.bak      gc.log\n' +
          'LICENSE.old         access-3486.json      deploy-5244.txt\n' +
          'config-285.txt      pager.yaml            deploy\n' +
          'core-6260.log       error-9545.json       pager-7922\n' +
          'deploy-4338.gz      access-8938.tar.gz    gc-1978.1\n' +
          'README-3627.bak     README-9254.txt       README.yaml\n' +
          'dump.log            trace                 error.txt\n' +
          'trace-7886.gz       x-1878.json           core.txt\n' +
          'gc.log              error-9893.bak        Makefile-9170.log\n' +
          'deploy-5758.txt     dump-3616.txt         deploy-2163.1\n' +
          'core-7331.log       LICENSE-2888.txt      pager.txt\n' +
          'trace-9113.json     error.bak             pager-3973.txt\n' +
          'Makefile.json       config-1544.log       x-8576.old\n' +
          'dump-9699.txt       deploy-9298.bak       x-7241.json\n' +
          'LICENSE.json        config-2859.bak       heap-436.old\n' +
          'README.old          LICENSE.old           heap-9426\n' +
          'deploy-8568.bak     error.old             heap-8430.old\n' +
          'access-7759.bak     Makefile.log          deploy\n' +
          'LICENSE.tar.gz      x-3268.tar.gz         deploy-5634.bak\n' +
          'core.log            dump.1                x-2625.yaml\n' +
          'heap-6665.txt       access.json           trace-2264.bak\n' +
          'access-6184.gz      deploy-9176.old       x-2667.yaml\n' +
          'LICENSE.old         x-3182.old            config-5353.bak\n' +
          'gc.bak              pager.gz              LICENSE-7456\n' +
          'heap-3342.tar.gz    trace.1               access-391.tar.gz\n' +
          'access.json         gc-4308.log           config-18.bak\n' +
          'error.log           LICENSE.tar.gz        gc-9908.txt\n' +
          'heap-6108.bak       heap.yaml             LICENSE.json\n' +
          'x-2830              x-1584.log            pager-1024.yaml\n' +
          'config-1789.yaml    heap-5271.json        pager.json\n' +
          'dump.old            gc-4427.gz            LICENSE-1934.log\n' +
          'core.old            heap-301.gz           error-4233.bak\n' +
          'gc-1922.old         pager-6315.yaml       Makefile.json\n' +
          'access-9819.tar.gz  trace.log             error-5184\n' +
          'LICENSE-5032.1      heap                  error-6430.log\n' +
          'config-3210.yaml    README-7085.tar.gz    error-5357.json\n' +
          'error-6354          error-9458.tar.gz     trace.1\n' +
          'gc-5451.gz          gc.json               core-978\n' +
          'Makefile-1624.log   heap.gz               heap.log\n' +
          'Makefile.1          core.bak              gc-5984.tar.gz\n' +
          'LICENSE-3081.yaml   trace-5165.json       README-4021.gz\n' +
          'error-7180.1        gc.json               trace-7361.old\n' +
          'config.log          trace.old             config-3379.log\n' +
          'x-4283.yaml         trace-1874.bak        access-4458.1\n' +
          'trace.json          config-6425.yaml      heap-7839.gz\n' +
          'core-9694.bak       error-30.log          deploy.txt\n' +
          'config-8455.yaml    dump-9702.gz          deploy.bak\n' +
          'dump-3450.1         config-9338.log       trace-1750.log\n' +
          'gc-6873             config-5294.yaml      dump-9020.log\n' +
          'dump-201.old        Makefile.txt          gc.1\n' +
          'LICENSE             x.json                README-6742\n' +
          'heap.bak            deploy-2702.log       pager-7475.yaml\n' },
      ],
    },
    C: {
      description:
        'The crash-dump directory listing uses the simple layout of old column tools: every column has the same width m, the length of the longest name. ' +
        'Columns are separated by two spaces, so c = max(1, floor((W + 2) / (m + 2))) columns fit; use r = ceil(n / c) rows, and put name i (counting from 0, in input order) in row i mod r of column floor(i / r). ' +
        'Print the rows, each name padded on the right to width m.',
      human: {
        input_format: 'The first line holds the terminal width W (1 <= W <= 200). The second line holds n file names (0 <= n <= 300) separated by single spaces; each name has 1 to 30 characters from letters, digits, ., - and _. With n = 0 the second line is empty and nothing is printed.',
        output_format: 'r lines; column k starts at character position k(m + 2) (trailing spaces do not matter).',
        examples: { input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: 'a       dddd    g       jjjj\nbb      eeeee   hh\nccc     ffffff  iii\n' },
      },
      hints: ['With r rows fixed, fewer than c columns may end up being used.'],
      par: 280,
      cases: [
        { tag: 'empty', input: '80\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: 'a       dddd    g       jjjj\nbb      eeeee   hh\nccc     ffffff  iii\n' },
        { tag: 'tricky', input: '10\nshort a-name-longer-than-ten b c\n', output: 'short\na-name-longer-than-ten\nb\nc\n' },
        { tag: 'tricky', input: '11\naaa bbb ccc\n', output: 'aaa  ccc\nbbb\n' },
        { tag: 'tricky', input: '12\naaa bbb ccc\n', output: 'aaa  ccc\nbbb\n' },
        { tag: 'typical', input: '80\n' + files(40, 7) + '\n', output: 'config.yaml         access.1            x-4902.gz           access-9914.old\n' +
          'dump-6134.1         error-3246          config.txt          README-6601.old\n' +
          'Makefile-7582.json  error-5523.1        gc-2723.gz          pager-7303.json\n' +
          'deploy-9808         config.log          heap-1428.tar.gz    error-3327.txt\n' +
          'deploy-2676.1       trace-6965.json     pager-6893          access-573.1\n' +
          'dump-3001.tar.gz    error.gz            LICENSE.log         trace-4686.old\n' +
          'error.yaml          x.old               heap.old            deploy-6899.log\n' +
          'LICENSE             dump-1176.json      README-186.tar.gz   trace.yaml\n' +
          'Makefile.log        Makefile-1387.1     error-7254          trace-3377.bak\n' +
          'Makefile.tar.gz     README.txt          dump-3580.old       README.bak\n' },
        { tag: 'tricky', input: '41\n' + files(25, 3) + '\n', output: 'x.gz\nerror-7049.1\npager.bak\nLICENSE-2594\ncore-3613.tar.gz\nMakefile-7116.tar.gz\ngc-3117.log\n' +
          'core-4331.gz\nx-7361.old\nx-2334.1\naccess.bak\ndump-6277.bak\nMakefile.yaml\ndump-4651.tar.gz\n' +
          'pager-1938.old\nerror-7019.json\nerror.gz\ngc-2023.yaml\ndump-2868.gz\nMakefile-607.gz\npager-961\n' +
          'gc-694.gz\npager-4134.txt\ndeploy.1\ntrace-6962.yaml\n' },
        { tag: 'maximum', input: '200\n' + files(300, 11) + '\n', output: 'error.yaml            x-8161.bak            dump-2250.old         deploy-8072           config-7479.tar.gz    x-853.json            pager-8195.txt        x                     pager-664.tar.gz\n' +
          'core-5219.1           access-3599.json      trace.log             pager-4244            Makefile.old          dump-6957.tar.gz      LICENSE.bak           gc-3167               trace-890.bak\n' +
          'LICENSE-9965.gz       pager.gz              LICENSE-4668.json     core-2440.tar.gz      gc.tar.gz             Makefile.json         README.bak            access-2527           error-8475.log\n' +
          'trace                 pager.1               pager-7972.yaml       README-5090.log       error-23.old          Makefile-6824.old     LICENSE-787.yaml      trace-1316.tar.gz     x-9648.tar.gz\n' +
          'config-3836.yaml      heap-6434             README-496.old        trace.log             config.old            LICENSE-7555.txt      gc.log                dump-1307.1           dump-3433.log\n' +
          'core-5151.json        config-3547.1         core-210.old          access-1019.old       error.1               trace-6093            Makefile.tar.gz       pager.old             deploy.json\n' +
          'Makefile.yaml         config.yaml           pager-8727.txt        deploy-8424.json      LICENSE-9889.tar.gz   README-1851.log       core-3036.bak         heap-9618.1           dump.txt\n' +
          'access-8757.txt       README.tar.gz         README.gz             deploy-329.log        Makefile-7663.yaml    trace-6163.tar.gz     deploy.gz             heap-1688.yaml        pager-3207.old\n' +
          'gc-2384.1             LICENSE-5651.gz       deploy.bak            pager-7202.tar.gz     gc-3585               README-8052.old       trace-178.bak         Makefile-8585.yaml    README-4954\n' +
          'Makefile-3861.json    pager-8489.gz         heap.gz               LICENSE.json          pager-5421.old        gc-6673               config.yaml           trace.1               trace-4615.gz\n' +
          'heap-2108.log         pager-2985.log        config-686.log        error.bak             Makefile.tar.gz       pager-3405.tar.gz     gc.yaml               core-1085.txt         heap-8486.tar.gz\n' +
          'heap-3604.json        pager-7643.tar.gz     access-3800.1         deploy.bak            x.yaml                deploy-3585.1         README-528.old        gc-5104.log           error-8529.yaml\n' +
          'LICENSE-6354.json     trace-6530.json       trace.gz              heap-4929.gz          config-5149.yaml      dump-4326.bak         access-9887.log       deploy-5659           heap-2736.bak\n' +
          'deploy-3029           core-4166.bak         error-7384.yaml       Makefile-9868.old     trace-3863.1          LICENSE.1             access-4648.txt       access-7827           x-1031.bak\n' +
          'error-2544.1          deploy-274.gz         x-2417.json           deploy-4374.gz        pager-2725            Makefile-5542.tar.gz  dump-7025.1           core-792.log          Makefile-3206.tar.gz\n' +
          'error.json            heap-7837.bak         trace.bak             LICENSE-6799.txt      x-5374.1              core-545.txt          README-3017.old       error-8692.old        dump-4120.old\n' +
          'deploy.1              gc-3699.old           config.txt            core-3225.tar.gz      trace-2268.old        LICENSE               core-4826.log         README-1451.gz        LICENSE-3899.gz\n' +
          'gc.gz                 access-4030.log       error.yaml            x-6441.1              access-9073.log       gc-1242.gz            pager-6093.old        error-2492.log        LICENSE-1053.json\n' +
          'error-2783.1          gc-8977.log           access-5452.tar.gz    pager-9834.tar.gz     heap-3928.txt         heap-4402.gz          LICENSE-4626.log      x.gz                  error-5578.bak\n' +
          'LICENSE-5888.tar.gz   Makefile-1940.tar.gz  access-9148.yaml      Makefile-2777.tar.gz  error-5631.txt        Makefile.yaml         config-6487.log       Makefile.json         error-904.bak\n' +
          'gc.tar.gz             error.1               dump-5256.bak         config.yaml           x-8530.bak            LICENSE-3886.1        core-6470.log         gc-9470.tar.gz        config-296.txt\n' +
          'README-6363.bak       dump-7641.1           Makefile-4619.1       pager-3480.bak        error-6977.1          access-2196.1         trace-9411.txt        LICENSE-7135.gz       x-9171.json\n' +
          'heap.json             gc-5361.gz            heap-1717.tar.gz      deploy.log            heap-8806.1           trace-5932.bak        gc-5859.json          core-5689.tar.gz      error-1043.1\n' +
          'core-6201.gz          access-6886.tar.gz    error.tar.gz          README-4031.yaml      access-8720.json      x-6421.json           Makefile.json         trace-799.bak         Makefile.old\n' +
          'Makefile-7833.txt     config-2668.gz        dump.gz               pager.1               heap-3070             dump.tar.gz           error.1               README-2114           core-7027.bak\n' +
          'x.txt                 heap-5704.bak         Makefile-120.1        access-5792.log       README-8682.json      Makefile-1611.old     heap                  dump-3128             Makefile-9940\n' +
          'dump-931.bak          heap-4297.1           config-6995.gz        heap                  pager-8509.log        x-3001.1              x.yaml                heap-7435.tar.gz      README\n' +
          'Makefile.1            trace-7211.tar.gz     pager.json            error.json            dump-3204.yaml        gc-82.gz              access-5362.1         access.1              access.yaml\n' +
          'dump.yaml             Makefile.log          core.json             error-1166.1          deploy-166.bak        config.tar.gz         Makefile.txt          README-318.old\n' +
          'deploy                README.tar.gz         access-3440.gz        README-4596.tar.gz    dump.old              LICENSE-7318.json     dump-8125.old         Makefile-2973.1\n' +
          'x-7975.gz             gc-5746.yaml          deploy-6232.old       heap-2196.json        heap-7573             LICENSE-2206.1        gc-9399.1             trace-1927.log\n' +
          'LICENSE-8278.1        access-803.log        core-1427.json        pager-1188            dump.txt              error.txt             trace-3135.gz         pager-9192.gz\n' +
          'pager.tar.gz          trace.log             deploy.yaml           x-2010                deploy.yaml           Makefile.gz           config-4183.bak       LICENSE.log\n' +
          'heap-4455.log         x-7255.old            gc-2003.bak           config-4292.json      heap-2961.old         heap-1281.gz          x-867.yaml            x-8505\n' },
        { tag: 'maximum', input: '80\n' + files(300, 5) + '\n', output: 'trace.bak             deploy-6488.old       deploy-5634.bak\n' +
          'trace-8415.gz         access-4419           core.log\n' +
          'heap.yaml             access-3059.tar.gz    dump.1\n' +
          'error-6441.json       README-7862.log       x-2625.yaml\n' +
          'trace-257.txt         deploy.gz             heap-6665.txt\n' +
          'deploy-8213.gz        heap.log              access.json\n' +
          'pager-6097.txt        dump-7305.gz          trace-2264.bak\n' +
          'core-4787.tar.gz      config-9080.yaml      access-6184.gz\n' +
          'LICENSE-5288.1        gc.tar.gz             deploy-9176.old\n' +
          'Makefile.bak          trace-2239.log        x-2667.yaml\n' +
          'trace-3525.bak        Makefile.yaml         LICENSE.old\n' +
          'README-4697.1         gc-6257.json          x-3182.old\n' +
          'deploy-9840.tar.gz    config.old            config-5353.bak\n' +
          'Makefile-7580.yaml    trace-9202.gz         gc.bak\n' +
          'x-7028.1              heap.log              pager.gz\n' +
          'Makefile-4197.1       error-429             LICENSE-7456\n' +
          'trace-1148.1          trace                 heap-3342.tar.gz\n' +
          'error-5795.gz         heap-1370.bak         trace.1\n' +
          'deploy-726.1          pager                 access-391.tar.gz\n' +
          'heap.log              dump-3375.txt         access.json\n' +
          'error.old             pager-5021.bak        gc-4308.log\n' +
          'README-5392.old       gc.bak                config-18.bak\n' +
          'access.bak            config-4399.log       error.log\n' +
          'access-2250           pager.yaml            LICENSE.tar.gz\n' +
          'README-9172           LICENSE.json          gc-9908.txt\n' +
          'gc-8948.log           config-6165.yaml      heap-6108.bak\n' +
          'LICENSE-8495.old      deploy.log            heap.yaml\n' +
          'error.gz              LICENSE-5850.log      LICENSE.json\n' +
          'gc-7854.1             access-5407.log       x-2830\n' +
          'error.tar.gz          pager-3575.txt        x-1584.log\n' +
          'access.old            x-9979.bak            pager-1024.yaml\n' +
          'LICENSE.yaml          config-934            config-1789.yaml\n' +
          'LICENSE-9570.log      Makefile-6372.json    heap-5271.json\n' +
          'dump-7253.txt         LICENSE.json          pager.json\n' +
          'x-5879                error.1               dump.old\n' +
          'pager-2384.log        error-2576.txt        gc-4427.gz\n' +
          'deploy-1142.txt       heap-1948.json        LICENSE-1934.log\n' +
          'config.gz             gc-7672.bak           core.old\n' +
          'config-3516.bak       dump-4555.bak         heap-301.gz\n' +
          'dump.1                README-9998           error-4233.bak\n' +
          'LICENSE.txt           trace.json            gc-1922.old\n' +
          'Makefile.json         config-2469.txt       pager-6315.yaml\n' +
          'LICENSE-1348.gz       error-5059.bak        Makefile.json\n' +
          'heap-1347.old         Makefile-2934.tar.gz  access-9819.tar.gz\n' +
          'config-241.json       README-2188.log       trace.log\n' +
          'dump-8057             LICENSE-1478.bak      error-5184\n' +
          'LICENSE-4222.gz       gc.log                LICENSE-5032.1\n' +
          'deploy-4047.tar.gz    LICENSE.old           heap\n' +
          'Makefile-194.json     access-3486.json      error-6430.log\n' +
          'gc.tar.gz             deploy-5244.txt       config-3210.yaml\n' +
          'x-790.json            config-285.txt        README-7085.tar.gz\n' +
          'access-2580.old       pager.yaml            error-5357.json\n' +
          'Makefile-9447.tar.gz  deploy                error-6354\n' +
          'Makefile.gz           core-6260.log         error-9458.tar.gz\n' +
          'gc-4567.bak           error-9545.json       trace.1\n' +
          'LICENSE-3064.old      pager-7922            gc-5451.gz\n' +
          'pager.bak             deploy-4338.gz        gc.json\n' +
          'Makefile-1925         access-8938.tar.gz    core-978\n' +
          'gc-1963.yaml          gc-1978.1             Makefile-1624.log\n' +
          'dump-1726             README-3627.bak       heap.gz\n' +
          'config-8353.yaml      README-9254.txt       heap.log\n' +
          'core.log              README.yaml           Makefile.1\n' +
          'x-5258.yaml           dump.log              core.bak\n' +
          'core-648.old          trace                 gc-5984.tar.gz\n' +
          'dump-7388.tar.gz      error.txt             LICENSE-3081.yaml\n' +
          'pager-4103.yaml       trace-7886.gz         trace-5165.json\n' +
          'heap-7116.old         x-1878.json           README-4021.gz\n' +
          'pager-1519.log        core.txt              error-7180.1\n' +
          'heap.gz               gc.log                gc.json\n' +
          'Makefile.old          error-9893.bak        trace-7361.old\n' +
          'pager.yaml            Makefile-9170.log     config.log\n' +
          'deploy-5274.txt       deploy-5758.txt       trace.old\n' +
          'Makefile-745.txt      dump-3616.txt         config-3379.log\n' +
          'README-7610.bak       deploy-2163.1         x-4283.yaml\n' +
          'error-5441.txt        core-7331.log         trace-1874.bak\n' +
          'core-8610.txt         LICENSE-2888.txt      access-4458.1\n' +
          'LICENSE-3148.gz       pager.txt             trace.json\n' +
          'x.txt                 trace-9113.json       config-6425.yaml\n' +
          'README-6667.json      error.bak             heap-7839.gz\n' +
          'LICENSE-828           pager-3973.txt        core-9694.bak\n' +
          'heap-4105.1           Makefile.json         error-30.log\n' +
          'config-4981.yaml      config-1544.log       deploy.txt\n' +
          'deploy-8845.old       x-8576.old            config-8455.yaml\n' +
          'Makefile-9247.log     dump-9699.txt         dump-9702.gz\n' +
          'gc-4503.txt           deploy-9298.bak       deploy.bak\n' +
          'access-2346.gz        x-7241.json           dump-3450.1\n' +
          'heap-7415.bak         LICENSE.json          config-9338.log\n' +
          'trace.txt             config-2859.bak       trace-1750.log\n' +
          'x-808.txt             heap-436.old          gc-6873\n' +
          'heap-7198.log         README.old            config-5294.yaml\n' +
          'x-5438.gz             LICENSE.old           dump-9020.log\n' +
          'error-8739.old        heap-9426             dump-201.old\n' +
          'core-2110.old         deploy-8568.bak       Makefile.txt\n' +
          'LICENSE.tar.gz        error.old             gc.1\n' +
          'dump-7601.yaml        heap-8430.old         LICENSE\n' +
          'core-6836.bak         access-7759.bak       x.json\n' +
          'config-468            Makefile.log          README-6742\n' +
          'x-9070.yaml           deploy                heap.bak\n' +
          'x.yaml                LICENSE.tar.gz        deploy-2702.log\n' +
          'trace-5988.bak        x-3268.tar.gz         pager-7475.yaml\n' },
      ],
    },
    D: {
      description:
        'Like ls, list the crash-dump directory sorted: order the names by their lowercase form, and names with equal lowercase forms by plain character codes. ' +
        'Then lay them out in columns filled top to bottom: for r rows, the i-th sorted name (from 0) goes to row i mod r of column floor(i / r). ' +
        'For a layout, the width of a column is the length of its longest name, columns are separated by two spaces, and the layout fits if the sum of the column widths plus 2 for each gap between columns is at most W. ' +
        'Choose the smallest r whose layout fits (if none fits, use one name per line) and print it, each name padded on the right to its column width.',
      human: {
        input_format: 'The first line holds the terminal width W (1 <= W <= 200). The second line holds n file names (0 <= n <= 300) separated by single spaces; each name has 1 to 30 characters from letters, digits, ., - and _. With n = 0 the second line is empty and nothing is printed.',
        output_format: 'r lines of padded names (trailing spaces do not matter).',
        examples: { input: '30\nREADME b-2 B-1 a core Core\n', output: 'a    b-2   core\nB-1  Core  README\n' },
      },
      hints: ['Sort first, then it is the same layout as ls -C.', 'README sorts after core here, as r comes after c.'],
      par: 452,
      cases: [
        { tag: 'empty', input: '80\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: 'a   ccc   eeeee   g   iii\nbb  dddd  ffffff  hh  jjjj\n' },
        { tag: 'tricky', input: '10\nshort a-name-longer-than-ten b c\n', output: 'a-name-longer-than-ten\nb\nc\nshort\n' },
        { tag: 'tricky', input: '11\naaa bbb ccc\n', output: 'aaa  ccc\nbbb\n' },
        { tag: 'tricky', input: '12\nbbb AAA aaa Aaa CCC\n', output: 'AAA  bbb\nAaa  CCC\naaa\n' },
        { tag: 'typical', input: '80\n' + files(40, 7) + '\n', output: 'access-573.1     dump-3001.tar.gz  heap-1428.tar.gz    README-186.tar.gz\n' +
          'access-9914.old  dump-3580.old     heap.old            README-6601.old\n' +
          'access.1         dump-6134.1       LICENSE             README.bak\n' +
          'config.log       error-3246        LICENSE.log         README.txt\n' +
          'config.txt       error-3327.txt    Makefile-1387.1     trace-3377.bak\n' +
          'config.yaml      error-5523.1      Makefile-7582.json  trace-4686.old\n' +
          'deploy-2676.1    error-7254        Makefile.log        trace-6965.json\n' +
          'deploy-6899.log  error.gz          Makefile.tar.gz     trace.yaml\n' +
          'deploy-9808      error.yaml        pager-6893          x-4902.gz\n' +
          'dump-1176.json   gc-2723.gz        pager-7303.json     x.old\n' },
        { tag: 'tricky', input: '41\n' + files(25, 3) + '\n', output: 'access.bak        LICENSE-2594\ncore-3613.tar.gz  Makefile-607.gz\n' +
          'core-4331.gz      Makefile-7116.tar.gz\ndeploy.1          Makefile.yaml\n' +
          'dump-2868.gz      pager-1938.old\ndump-4651.tar.gz  pager-4134.txt\ndump-6277.bak     pager-961\n' +
          'error-7019.json   pager.bak\nerror-7049.1      trace-6962.yaml\nerror.gz          x-2334.1\n' +
          'gc-2023.yaml      x-7361.old\ngc-3117.log       x.gz\ngc-694.gz\n' },
        { tag: 'maximum', input: '200\n' + files(300, 11) + '\n', output: 'access-1019.old     config-6995.gz      deploy-3585.1     dump.txt         gc-3167           heap-4402.gz         LICENSE-9965.gz       Makefile.txt       README-1851.log     trace-799.bak\n' +
          'access-2196.1       config-7479.tar.gz  deploy-4374.gz    dump.txt         gc-3585           heap-4455.log        LICENSE.1             Makefile.yaml      README-2114         trace-890.bak\n' +
          'access-2527         config.old          deploy-5659       dump.yaml        gc-3699.old       heap-4929.gz         LICENSE.bak           Makefile.yaml      README-3017.old     trace-9411.txt\n' +
          'access-3440.gz      config.tar.gz       deploy-6232.old   error-1043.1     gc-5104.log       heap-5704.bak        LICENSE.json          pager-1188         README-318.old      trace.1\n' +
          'access-3599.json    config.txt          deploy-8072       error-1166.1     gc-5361.gz        heap-6434            LICENSE.log           pager-2725         README-4031.yaml    trace.bak\n' +
          'access-3800.1       config.yaml         deploy-8424.json  error-23.old     gc-5746.yaml      heap-7435.tar.gz     Makefile-120.1        pager-2985.log     README-4596.tar.gz  trace.gz\n' +
          'access-4030.log     config.yaml         deploy.1          error-2492.log   gc-5859.json      heap-7573            Makefile-1611.old     pager-3207.old     README-4954         trace.log\n' +
          'access-4648.txt     config.yaml         deploy.bak        error-2544.1     gc-6673           heap-7837.bak        Makefile-1940.tar.gz  pager-3405.tar.gz  README-496.old      trace.log\n' +
          'access-5362.1       core-1085.txt       deploy.bak        error-2783.1     gc-82.gz          heap-8486.tar.gz     Makefile-2777.tar.gz  pager-3480.bak     README-5090.log     trace.log\n' +
          'access-5452.tar.gz  core-1427.json      deploy.gz         error-5578.bak   gc-8977.log       heap-8806.1          Makefile-2973.1       pager-4244         README-528.old      x\n' +
          'access-5792.log     core-210.old        deploy.json       error-5631.txt   gc-9399.1         heap-9618.1          Makefile-3206.tar.gz  pager-5421.old     README-6363.bak     x-1031.bak\n' +
          'access-6886.tar.gz  core-2440.tar.gz    deploy.log        error-6977.1     gc-9470.tar.gz    heap.gz              Makefile-3861.json    pager-6093.old     README-8052.old     x-2010\n' +
          'access-7827         core-3036.bak       deploy.yaml       error-7384.yaml  gc.gz             heap.json            Makefile-4619.1       pager-664.tar.gz   README-8682.json    x-2417.json\n' +
          'access-803.log      core-3225.tar.gz    deploy.yaml       error-8475.log   gc.log            LICENSE              Makefile-5542.tar.gz  pager-7202.tar.gz  README.bak          x-3001.1\n' +
          'access-8720.json    core-4166.bak       dump-1307.1       error-8529.yaml  gc.tar.gz         LICENSE-1053.json    Makefile-6824.old     pager-7643.tar.gz  README.gz           x-5374.1\n' +
          'access-8757.txt     core-4826.log       dump-2250.old     error-8692.old   gc.tar.gz         LICENSE-2206.1       Makefile-7663.yaml    pager-7972.yaml    README.tar.gz       x-6421.json\n' +
          'access-9073.log     core-5151.json      dump-3128         error-904.bak    gc.yaml           LICENSE-3886.1       Makefile-7833.txt     pager-8195.txt     README.tar.gz       x-6441.1\n' +
          'access-9148.yaml    core-5219.1         dump-3204.yaml    error.1          heap              LICENSE-3899.gz      Makefile-8585.yaml    pager-8489.gz      trace               x-7255.old\n' +
          'access-9887.log     core-545.txt        dump-3433.log     error.1          heap              LICENSE-4626.log     Makefile-9868.old     pager-8509.log     trace-1316.tar.gz   x-7975.gz\n' +
          'access.1            core-5689.tar.gz    dump-4120.old     error.1          heap-1281.gz      LICENSE-4668.json    Makefile-9940         pager-8727.txt     trace-178.bak       x-8161.bak\n' +
          'access.yaml         core-6201.gz        dump-4326.bak     error.bak        heap-1688.yaml    LICENSE-5651.gz      Makefile.1            pager-9192.gz      trace-1927.log      x-8505\n' +
          'config-2668.gz      core-6470.log       dump-5256.bak     error.json       heap-1717.tar.gz  LICENSE-5888.tar.gz  Makefile.gz           pager-9834.tar.gz  trace-2268.old      x-853.json\n' +
          'config-296.txt      core-7027.bak       dump-6957.tar.gz  error.json       heap-2108.log     LICENSE-6354.json    Makefile.json         pager.1            trace-3135.gz       x-8530.bak\n' +
          'config-3547.1       core-792.log        dump-7025.1       error.tar.gz     heap-2196.json    LICENSE-6799.txt     Makefile.json         pager.1            trace-3863.1        x-867.yaml\n' +
          'config-3836.yaml    core.json           dump-7641.1       error.txt        heap-2736.bak     LICENSE-7135.gz      Makefile.json         pager.gz           trace-4615.gz       x-9171.json\n' +
          'config-4183.bak     deploy              dump-8125.old     error.yaml       heap-2961.old     LICENSE-7318.json    Makefile.log          pager.json         trace-5932.bak      x-9648.tar.gz\n' +
          'config-4292.json    deploy-166.bak      dump-931.bak      error.yaml       heap-3070         LICENSE-7555.txt     Makefile.old          pager.old          trace-6093          x.gz\n' +
          'config-5149.yaml    deploy-274.gz       dump.gz           gc-1242.gz       heap-3604.json    LICENSE-787.yaml     Makefile.old          pager.tar.gz       trace-6163.tar.gz   x.txt\n' +
          'config-6487.log     deploy-3029         dump.old          gc-2003.bak      heap-3928.txt     LICENSE-8278.1       Makefile.tar.gz       README             trace-6530.json     x.yaml\n' +
          'config-686.log      deploy-329.log      dump.tar.gz       gc-2384.1        heap-4297.1       LICENSE-9889.tar.gz  Makefile.tar.gz       README-1451.gz     trace-7211.tar.gz   x.yaml\n' },
        { tag: 'maximum', input: '80\n' + files(300, 5) + '\n', output: 'access-2250         deploy.bak         heap-301.gz           pager-3575.txt\n' +
          'access-2346.gz      deploy.gz          heap-3342.tar.gz      pager-3973.txt\n' +
          'access-2580.old     deploy.log         heap-4105.1           pager-4103.yaml\n' +
          'access-3059.tar.gz  deploy.txt         heap-436.old          pager-5021.bak\n' +
          'access-3486.json    dump-1726          heap-5271.json        pager-6097.txt\n' +
          'access-391.tar.gz   dump-201.old       heap-6108.bak         pager-6315.yaml\n' +
          'access-4419         dump-3375.txt      heap-6665.txt         pager-7475.yaml\n' +
          'access-4458.1       dump-3450.1        heap-7116.old         pager-7922\n' +
          'access-5407.log     dump-3616.txt      heap-7198.log         pager.bak\n' +
          'access-6184.gz      dump-4555.bak      heap-7415.bak         pager.gz\n' +
          'access-7759.bak     dump-7253.txt      heap-7839.gz          pager.json\n' +
          'access-8938.tar.gz  dump-7305.gz       heap-8430.old         pager.txt\n' +
          'access-9819.tar.gz  dump-7388.tar.gz   heap-9426             pager.yaml\n' +
          'access.bak          dump-7601.yaml     heap.bak              pager.yaml\n' +
          'access.json         dump-8057          heap.gz               pager.yaml\n' +
          'access.json         dump-9020.log      heap.gz               README-2188.log\n' +
          'access.old          dump-9699.txt      heap.log              README-3627.bak\n' +
          'config-1544.log     dump-9702.gz       heap.log              README-4021.gz\n' +
          'config-1789.yaml    dump.1             heap.log              README-4697.1\n' +
          'config-18.bak       dump.1             heap.log              README-5392.old\n' +
          'config-241.json     dump.log           heap.yaml             README-6667.json\n' +
          'config-2469.txt     dump.old           heap.yaml             README-6742\n' +
          'config-285.txt      error-2576.txt     LICENSE               README-7085.tar.gz\n' +
          'config-2859.bak     error-30.log       LICENSE-1348.gz       README-7610.bak\n' +
          'config-3210.yaml    error-4233.bak     LICENSE-1478.bak      README-7862.log\n' +
          'config-3379.log     error-429          LICENSE-1934.log      README-9172\n' +
          'config-3516.bak     error-5059.bak     LICENSE-2888.txt      README-9254.txt\n' +
          'config-4399.log     error-5184         LICENSE-3064.old      README-9998\n' +
          'config-468          error-5357.json    LICENSE-3081.yaml     README.old\n' +
          'config-4981.yaml    error-5441.txt     LICENSE-3148.gz       README.yaml\n' +
          'config-5294.yaml    error-5795.gz      LICENSE-4222.gz       trace\n' +
          'config-5353.bak     error-6354         LICENSE-5032.1        trace\n' +
          'config-6165.yaml    error-6430.log     LICENSE-5288.1        trace-1148.1\n' +
          'config-6425.yaml    error-6441.json    LICENSE-5850.log      trace-1750.log\n' +
          'config-8353.yaml    error-7180.1       LICENSE-7456          trace-1874.bak\n' +
          'config-8455.yaml    error-8739.old     LICENSE-828           trace-2239.log\n' +
          'config-9080.yaml    error-9458.tar.gz  LICENSE-8495.old      trace-2264.bak\n' +
          'config-9338.log     error-9545.json    LICENSE-9570.log      trace-257.txt\n' +
          'config-934          error-9893.bak     LICENSE.json          trace-3525.bak\n' +
          'config.gz           error.1            LICENSE.json          trace-5165.json\n' +
          'config.log          error.bak          LICENSE.json          trace-5988.bak\n' +
          'config.old          error.gz           LICENSE.json          trace-7361.old\n' +
          'core-2110.old       error.log          LICENSE.old           trace-7886.gz\n' +
          'core-4787.tar.gz    error.old          LICENSE.old           trace-8415.gz\n' +
          'core-6260.log       error.old          LICENSE.old           trace-9113.json\n' +
          'core-648.old        error.tar.gz       LICENSE.tar.gz        trace-9202.gz\n' +
          'core-6836.bak       error.txt          LICENSE.tar.gz        trace.1\n' +
          'core-7331.log       gc-1922.old        LICENSE.tar.gz        trace.1\n' +
          'core-8610.txt       gc-1963.yaml       LICENSE.txt           trace.bak\n' +
          'core-9694.bak       gc-1978.1          LICENSE.yaml          trace.json\n' +
          'core-978            gc-4308.log        Makefile-1624.log     trace.json\n' +
          'core.bak            gc-4427.gz         Makefile-1925         trace.log\n' +
          'core.log            gc-4503.txt        Makefile-194.json     trace.old\n' +
          'core.log            gc-4567.bak        Makefile-2934.tar.gz  trace.txt\n' +
          'core.old            gc-5451.gz         Makefile-4197.1       x-1584.log\n' +
          'core.txt            gc-5984.tar.gz     Makefile-6372.json    x-1878.json\n' +
          'deploy              gc-6257.json       Makefile-745.txt      x-2625.yaml\n' +
          'deploy              gc-6873            Makefile-7580.yaml    x-2667.yaml\n' +
          'deploy-1142.txt     gc-7672.bak        Makefile-9170.log     x-2830\n' +
          'deploy-2163.1       gc-7854.1          Makefile-9247.log     x-3182.old\n' +
          'deploy-2702.log     gc-8948.log        Makefile-9447.tar.gz  x-3268.tar.gz\n' +
          'deploy-4047.tar.gz  gc-9908.txt        Makefile.1            x-4283.yaml\n' +
          'deploy-4338.gz      gc.1               Makefile.bak          x-5258.yaml\n' +
          'deploy-5244.txt     gc.bak             Makefile.gz           x-5438.gz\n' +
          'deploy-5274.txt     gc.bak             Makefile.json         x-5879\n' +
          'deploy-5634.bak     gc.json            Makefile.json         x-7028.1\n' +
          'deploy-5758.txt     gc.json            Makefile.json         x-7241.json\n' +
          'deploy-6488.old     gc.log             Makefile.log          x-790.json\n' +
          'deploy-726.1        gc.log             Makefile.old          x-808.txt\n' +
          'deploy-8213.gz      gc.tar.gz          Makefile.txt          x-8576.old\n' +
          'deploy-8568.bak     gc.tar.gz          Makefile.yaml         x-9070.yaml\n' +
          'deploy-8845.old     heap               pager                 x-9979.bak\n' +
          'deploy-9176.old     heap-1347.old      pager-1024.yaml       x.json\n' +
          'deploy-9298.bak     heap-1370.bak      pager-1519.log        x.txt\n' +
          'deploy-9840.tar.gz  heap-1948.json     pager-2384.log        x.yaml\n' },
      ],
    },
    E: {
      description:
        'The crash dumps are named by their size, so you want ls-style columns with the names right-aligned. ' +
        'For r rows, name i (counting from 0, in input order) goes to row i mod r of column floor(i / r). ' +
        'For a layout, the width of a column is the length of its longest name, columns are separated by two spaces, and the layout fits if the sum of the column widths plus 2 for each gap between columns is at most W. ' +
        'Choose the smallest r whose layout fits (if none fits, use one name per line) and print it, each name padded on the left to its column width, with two spaces between columns.',
      human: {
        input_format: 'The first line holds the terminal width W (1 <= W <= 200). The second line holds n file names (0 <= n <= 300) separated by single spaces; each name has 1 to 30 characters from letters, digits, ., - and _. With n = 0 the second line is empty and nothing is printed.',
        output_format: 'r lines; within a column all names end at the same position.',
        examples: { input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: ' a   ccc   eeeee   g   iii\nbb  dddd  ffffff  hh  jjjj\n' },
      },
      hints: ['Leading spaces matter here; only trailing ones are ignored.'],
      par: 415,
      cases: [
        { tag: 'empty', input: '80\n\n', output: '\n' },
        { tag: 'minimum', input: '1\na\n', output: 'a\n' },
        { tag: 'typical', input: '30\na bb ccc dddd eeeee ffffff g hh iii jjjj\n', output: ' a   ccc   eeeee   g   iii\nbb  dddd  ffffff  hh  jjjj\n' },
        { tag: 'tricky', input: '10\nshort a-name-longer-than-ten b c\n', output: '                 short\na-name-longer-than-ten\n                     b\n                     c\n' },
        { tag: 'tricky', input: '11\naaa bbb ccc\n', output: 'aaa  ccc\nbbb\n' },
        { tag: 'tricky', input: '12\naaa bbb ccc\n', output: 'aaa  ccc\nbbb\n' },
        { tag: 'typical', input: '80\n' + files(40, 7) + '\n', output: '       config.yaml         access.1          x-4902.gz  access-9914.old\n' +
          '       dump-6134.1       error-3246         config.txt  README-6601.old\n' +
          'Makefile-7582.json     error-5523.1         gc-2723.gz  pager-7303.json\n' +
          '       deploy-9808       config.log   heap-1428.tar.gz   error-3327.txt\n' +
          '     deploy-2676.1  trace-6965.json         pager-6893     access-573.1\n' +
          '  dump-3001.tar.gz         error.gz        LICENSE.log   trace-4686.old\n' +
          '        error.yaml            x.old           heap.old  deploy-6899.log\n' +
          '           LICENSE   dump-1176.json  README-186.tar.gz       trace.yaml\n' +
          '      Makefile.log  Makefile-1387.1         error-7254   trace-3377.bak\n' +
          '   Makefile.tar.gz       README.txt      dump-3580.old       README.bak\n' },
        { tag: 'tricky', input: '41\n' + files(25, 3) + '\n', output: '                x.gz  dump-4651.tar.gz\n        error-7049.1    pager-1938.old\n' +
          '           pager.bak   error-7019.json\n        LICENSE-2594          error.gz\n' +
          '    core-3613.tar.gz      gc-2023.yaml\nMakefile-7116.tar.gz      dump-2868.gz\n' +
          '         gc-3117.log   Makefile-607.gz\n        core-4331.gz         pager-961\n' +
          '          x-7361.old         gc-694.gz\n            x-2334.1    pager-4134.txt\n' +
          '          access.bak          deploy.1\n       dump-6277.bak   trace-6962.yaml\n       Makefile.yaml\n' },
        { tag: 'maximum', input: '200\n' + files(300, 11) + '\n', output: '         error.yaml            x-8161.bak       dump-2250.old           deploy-8072   config-7479.tar.gz            x-853.json    pager-8195.txt                   x      pager-664.tar.gz\n' +
          '        core-5219.1      access-3599.json           trace.log            pager-4244         Makefile.old      dump-6957.tar.gz       LICENSE.bak             gc-3167         trace-890.bak\n' +
          '    LICENSE-9965.gz              pager.gz   LICENSE-4668.json      core-2440.tar.gz            gc.tar.gz         Makefile.json        README.bak         access-2527        error-8475.log\n' +
          '              trace               pager.1     pager-7972.yaml       README-5090.log         error-23.old     Makefile-6824.old  LICENSE-787.yaml   trace-1316.tar.gz         x-9648.tar.gz\n' +
          '   config-3836.yaml             heap-6434      README-496.old             trace.log           config.old      LICENSE-7555.txt            gc.log         dump-1307.1         dump-3433.log\n' +
          '     core-5151.json         config-3547.1        core-210.old       access-1019.old              error.1            trace-6093   Makefile.tar.gz           pager.old           deploy.json\n' +
          '      Makefile.yaml           config.yaml      pager-8727.txt      deploy-8424.json  LICENSE-9889.tar.gz       README-1851.log     core-3036.bak         heap-9618.1              dump.txt\n' +
          '    access-8757.txt         README.tar.gz           README.gz        deploy-329.log   Makefile-7663.yaml     trace-6163.tar.gz         deploy.gz      heap-1688.yaml        pager-3207.old\n' +
          '          gc-2384.1       LICENSE-5651.gz          deploy.bak     pager-7202.tar.gz              gc-3585       README-8052.old     trace-178.bak  Makefile-8585.yaml           README-4954\n' +
          ' Makefile-3861.json         pager-8489.gz             heap.gz          LICENSE.json       pager-5421.old               gc-6673       config.yaml             trace.1         trace-4615.gz\n' +
          '      heap-2108.log        pager-2985.log      config-686.log             error.bak      Makefile.tar.gz     pager-3405.tar.gz           gc.yaml       core-1085.txt      heap-8486.tar.gz\n' +
          '     heap-3604.json     pager-7643.tar.gz       access-3800.1            deploy.bak               x.yaml         deploy-3585.1    README-528.old         gc-5104.log       error-8529.yaml\n' +
          '  LICENSE-6354.json       trace-6530.json            trace.gz          heap-4929.gz     config-5149.yaml         dump-4326.bak   access-9887.log         deploy-5659         heap-2736.bak\n' +
          '        deploy-3029         core-4166.bak     error-7384.yaml     Makefile-9868.old         trace-3863.1             LICENSE.1   access-4648.txt         access-7827            x-1031.bak\n' +
          '       error-2544.1         deploy-274.gz         x-2417.json        deploy-4374.gz           pager-2725  Makefile-5542.tar.gz       dump-7025.1        core-792.log  Makefile-3206.tar.gz\n' +
          '         error.json         heap-7837.bak           trace.bak      LICENSE-6799.txt             x-5374.1          core-545.txt   README-3017.old      error-8692.old         dump-4120.old\n' +
          '           deploy.1           gc-3699.old          config.txt      core-3225.tar.gz       trace-2268.old               LICENSE     core-4826.log      README-1451.gz       LICENSE-3899.gz\n' +
          '              gc.gz       access-4030.log          error.yaml              x-6441.1      access-9073.log            gc-1242.gz    pager-6093.old      error-2492.log     LICENSE-1053.json\n' +
          '       error-2783.1           gc-8977.log  access-5452.tar.gz     pager-9834.tar.gz        heap-3928.txt          heap-4402.gz  LICENSE-4626.log                x.gz        error-5578.bak\n' +
          'LICENSE-5888.tar.gz  Makefile-1940.tar.gz    access-9148.yaml  Makefile-2777.tar.gz       error-5631.txt         Makefile.yaml   config-6487.log       Makefile.json         error-904.bak\n' +
          '          gc.tar.gz               error.1       dump-5256.bak           config.yaml           x-8530.bak        LICENSE-3886.1     core-6470.log      gc-9470.tar.gz        config-296.txt\n' +
          '    README-6363.bak           dump-7641.1     Makefile-4619.1        pager-3480.bak         error-6977.1         access-2196.1    trace-9411.txt     LICENSE-7135.gz           x-9171.json\n' +
          '          heap.json            gc-5361.gz    heap-1717.tar.gz            deploy.log          heap-8806.1        trace-5932.bak      gc-5859.json    core-5689.tar.gz          error-1043.1\n' +
          '       core-6201.gz    access-6886.tar.gz        error.tar.gz      README-4031.yaml     access-8720.json           x-6421.json     Makefile.json       trace-799.bak          Makefile.old\n' +
          '  Makefile-7833.txt        config-2668.gz             dump.gz               pager.1            heap-3070           dump.tar.gz           error.1         README-2114         core-7027.bak\n' +
          '              x.txt         heap-5704.bak      Makefile-120.1       access-5792.log     README-8682.json     Makefile-1611.old              heap           dump-3128         Makefile-9940\n' +
          '       dump-931.bak           heap-4297.1      config-6995.gz                  heap       pager-8509.log              x-3001.1            x.yaml    heap-7435.tar.gz                README\n' +
          '         Makefile.1     trace-7211.tar.gz          pager.json            error.json       dump-3204.yaml              gc-82.gz     access-5362.1            access.1           access.yaml\n' +
          '          dump.yaml          Makefile.log           core.json          error-1166.1       deploy-166.bak         config.tar.gz      Makefile.txt      README-318.old\n' +
          '             deploy         README.tar.gz      access-3440.gz    README-4596.tar.gz             dump.old     LICENSE-7318.json     dump-8125.old     Makefile-2973.1\n' +
          '          x-7975.gz          gc-5746.yaml     deploy-6232.old        heap-2196.json            heap-7573        LICENSE-2206.1         gc-9399.1      trace-1927.log\n' +
          '     LICENSE-8278.1        access-803.log      core-1427.json            pager-1188             dump.txt             error.txt     trace-3135.gz       pager-9192.gz\n' +
          '       pager.tar.gz             trace.log         deploy.yaml                x-2010          deploy.yaml           Makefile.gz   config-4183.bak         LICENSE.log\n' +
          '      heap-4455.log            x-7255.old         gc-2003.bak      config-4292.json        heap-2961.old          heap-1281.gz        x-867.yaml              x-8505\n' },
        { tag: 'maximum', input: '80\n' + files(300, 5) + '\n', output: '           trace.bak         heap-7198.log           error.bak      error-7180.1\n' +
          '       trace-8415.gz             x-5438.gz      pager-3973.txt           gc.json\n' +
          '           heap.yaml        error-8739.old       Makefile.json    trace-7361.old\n' +
          '     error-6441.json         core-2110.old     config-1544.log        config.log\n' +
          '       trace-257.txt        LICENSE.tar.gz          x-8576.old         trace.old\n' +
          '      deploy-8213.gz        dump-7601.yaml       dump-9699.txt   config-3379.log\n' +
          '      pager-6097.txt         core-6836.bak     deploy-9298.bak       x-4283.yaml\n' +
          '    core-4787.tar.gz            config-468         x-7241.json    trace-1874.bak\n' +
          '      LICENSE-5288.1           x-9070.yaml        LICENSE.json     access-4458.1\n' +
          '        Makefile.bak                x.yaml     config-2859.bak        trace.json\n' +
          '      trace-3525.bak        trace-5988.bak        heap-436.old  config-6425.yaml\n' +
          '       README-4697.1       deploy-6488.old          README.old      heap-7839.gz\n' +
          '  deploy-9840.tar.gz           access-4419         LICENSE.old     core-9694.bak\n' +
          '  Makefile-7580.yaml    access-3059.tar.gz           heap-9426      error-30.log\n' +
          '            x-7028.1       README-7862.log     deploy-8568.bak        deploy.txt\n' +
          '     Makefile-4197.1             deploy.gz           error.old  config-8455.yaml\n' +
          '        trace-1148.1              heap.log       heap-8430.old      dump-9702.gz\n' +
          '       error-5795.gz          dump-7305.gz     access-7759.bak        deploy.bak\n' +
          '        deploy-726.1      config-9080.yaml        Makefile.log       dump-3450.1\n' +
          '            heap.log             gc.tar.gz              deploy   config-9338.log\n' +
          '           error.old        trace-2239.log      LICENSE.tar.gz    trace-1750.log\n' +
          '     README-5392.old         Makefile.yaml       x-3268.tar.gz           gc-6873\n' +
          '          access.bak          gc-6257.json     deploy-5634.bak  config-5294.yaml\n' +
          '         access-2250            config.old            core.log     dump-9020.log\n' +
          '         README-9172         trace-9202.gz              dump.1      dump-201.old\n' +
          '         gc-8948.log              heap.log         x-2625.yaml      Makefile.txt\n' +
          '    LICENSE-8495.old             error-429       heap-6665.txt              gc.1\n' +
          '            error.gz                 trace         access.json           LICENSE\n' +
          '           gc-7854.1         heap-1370.bak      trace-2264.bak            x.json\n' +
          '        error.tar.gz                 pager      access-6184.gz       README-6742\n' +
          '          access.old         dump-3375.txt     deploy-9176.old          heap.bak\n' +
          '        LICENSE.yaml        pager-5021.bak         x-2667.yaml   deploy-2702.log\n' +
          '    LICENSE-9570.log                gc.bak         LICENSE.old   pager-7475.yaml\n' +
          '       dump-7253.txt       config-4399.log          x-3182.old\n' +
          '              x-5879            pager.yaml     config-5353.bak\n' +
          '      pager-2384.log          LICENSE.json              gc.bak\n' +
          '     deploy-1142.txt      config-6165.yaml            pager.gz\n' +
          '           config.gz            deploy.log        LICENSE-7456\n' +
          '     config-3516.bak      LICENSE-5850.log    heap-3342.tar.gz\n' +
          '              dump.1       access-5407.log             trace.1\n' +
          '         LICENSE.txt        pager-3575.txt   access-391.tar.gz\n' +
          '       Makefile.json            x-9979.bak         access.json\n' +
          '     LICENSE-1348.gz            config-934         gc-4308.log\n' +
          '       heap-1347.old    Makefile-6372.json       config-18.bak\n' +
          '     config-241.json          LICENSE.json           error.log\n' +
          '           dump-8057               error.1      LICENSE.tar.gz\n' +
          '     LICENSE-4222.gz        error-2576.txt         gc-9908.txt\n' +
          '  deploy-4047.tar.gz        heap-1948.json       heap-6108.bak\n' +
          '   Makefile-194.json           gc-7672.bak           heap.yaml\n' +
          '           gc.tar.gz         dump-4555.bak        LICENSE.json\n' +
          '          x-790.json           README-9998              x-2830\n' +
          '     access-2580.old            trace.json          x-1584.log\n' +
          'Makefile-9447.tar.gz       config-2469.txt     pager-1024.yaml\n' +
          '         Makefile.gz        error-5059.bak    config-1789.yaml\n' +
          '         gc-4567.bak  Makefile-2934.tar.gz      heap-5271.json\n' +
          '    LICENSE-3064.old       README-2188.log          pager.json\n' +
          '           pager.bak      LICENSE-1478.bak            dump.old\n' +
          '       Makefile-1925                gc.log          gc-4427.gz\n' +
          '        gc-1963.yaml           LICENSE.old    LICENSE-1934.log\n' +
          '           dump-1726      access-3486.json            core.old\n' +
          '    config-8353.yaml       deploy-5244.txt         heap-301.gz\n' +
          '            core.log        config-285.txt      error-4233.bak\n' +
          '         x-5258.yaml            pager.yaml         gc-1922.old\n' +
          '        core-648.old                deploy     pager-6315.yaml\n' +
          '    dump-7388.tar.gz         core-6260.log       Makefile.json\n' +
          '     pager-4103.yaml       error-9545.json  access-9819.tar.gz\n' +
          '       heap-7116.old            pager-7922           trace.log\n' +
          '      pager-1519.log        deploy-4338.gz          error-5184\n' +
          '             heap.gz    access-8938.tar.gz      LICENSE-5032.1\n' +
          '        Makefile.old             gc-1978.1                heap\n' +
          '          pager.yaml       README-3627.bak      error-6430.log\n' +
          '     deploy-5274.txt       README-9254.txt    config-3210.yaml\n' +
          '    Makefile-745.txt           README.yaml  README-7085.tar.gz\n' +
          '     README-7610.bak              dump.log     error-5357.json\n' +
          '      error-5441.txt                 trace          error-6354\n' +
          '       core-8610.txt             error.txt   error-9458.tar.gz\n' +
          '     LICENSE-3148.gz         trace-7886.gz             trace.1\n' +
          '               x.txt           x-1878.json          gc-5451.gz\n' +
          '    README-6667.json              core.txt             gc.json\n' +
          '         LICENSE-828                gc.log            core-978\n' +
          '         heap-4105.1        error-9893.bak   Makefile-1624.log\n' +
          '    config-4981.yaml     Makefile-9170.log             heap.gz\n' +
          '     deploy-8845.old       deploy-5758.txt            heap.log\n' +
          '   Makefile-9247.log         dump-3616.txt          Makefile.1\n' +
          '         gc-4503.txt         deploy-2163.1            core.bak\n' +
          '      access-2346.gz         core-7331.log      gc-5984.tar.gz\n' +
          '       heap-7415.bak      LICENSE-2888.txt   LICENSE-3081.yaml\n' +
          '           trace.txt             pager.txt     trace-5165.json\n' +
          '           x-808.txt       trace-9113.json      README-4021.gz\n' },
      ],
    },
  },
};
