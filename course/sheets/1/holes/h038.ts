import type { HoleSpec } from '../../../schema';

const GRAMMAR =
  'Bencode values are: integers i<n>e (n in decimal, optionally negative), strings <len>:<chars> (len in decimal, then exactly len characters, which may be anything printable including digits, colons and e), lists l<values>e and dictionaries d<key><value>...e whose keys are strings.';
const LINE = 'The line has at most 10000 characters, uses printable ASCII only, and nests lists and dictionaries at most 500 deep.';
const b = (s: string) => `${s.length}:${s}`;
const TORRENT =
  'd' + b('announce') + b('http://tracker.example.com:6969/announce') + b('info') +
  'd' + b('files') + 'l' + 'd' + b('length') + 'i1024e' + b('path') + 'l' + b('logs') + b('app.log') + 'ee' +
  'd' + b('length') + 'i-7e' + b('path') + 'l' + b('core') + 'ee' + 'e' +
  b('name') + b('incident-2024-03-01') + b('piece length') + 'i262144e' + 'e' + b('retries') + 'i0e' + 'e';
const BIGLIST = 'l' + Array.from({ length: 900 }, (_, i) => (i % 3 ? `i${(i * 7919) % 100003 - 50000}e` : b('x'.repeat(i % 7)))).join('') + 'e';
const NEST = 'l'.repeat(500) + 'e'.repeat(500);
const DICTS = 'd' + Array.from({ length: 300 }, (_, i) => b('k' + String(i).padStart(3, '0')) + (i % 2 ? 'l' + `i${i}e` + b('v:' + i) + 'e' : `i${-i * 1000}e`)).join('') + 'e';

export const hole: HoleSpec = {
  id: 38,
  title: 'Decoding the Torrent of Logs',
  category: 'parsing',
  difficulty: 8,
  variations: {
    A: {
      description:
        'The log shipper hands you its state file in bencode, and you want to read it as JSON. ' +
        GRAMMAR +
        ' Given one valid bencoded value, print it as compact JSON: integers as numbers, strings in double quotes with every " and \\ preceded by a backslash, lists as [a,b], dictionaries as {"key":value} in their original order, with no spaces.',
      human: {
        input_format: 'One line with exactly one valid bencoded value. ' + LINE + ' Integers have at most 15 digits.',
        output_format: 'One line: the value in compact JSON as described.',
        examples: { input: 'd3:cow3:moo4:spaml1:a1:bi37eee\n', output: '{"cow":"moo","spam":["a","b",37]}\n' },
      },
      hints: ['Read the length prefix of a string, then take exactly that many characters, whatever they are.', 'A recursive function returning the value and the next position is enough.'],
      par: 846,
      cases: [
        { tag: 'empty', input: 'le\n', output: '[]\n' },
        { tag: 'minimum', input: '0:\n', output: '""\n' },
        { tag: 'tricky', input: '5:i3e:e\n', output: '"i3e:e"\n' },
        { tag: 'tricky', input: 'l1:"1:\\2:\\"e\n', output: '["\\"","\\\\","\\\\\\""]\n' },
        { tag: 'tricky', input: 'li-42ei0ee\n', output: '[-42,0]\n' },
        { tag: 'typical', input: TORRENT + '\n', output: '{"announce":"http://tracker.example.com:6969/announce","info":{"files":[{"length":1024,"path":["logs","app.log"]},{"length":-7,"path":["core"]}],"name":"incident-2024-03-01","piece length":262144},"retries":0}\n' },
        { tag: 'typical', input: 'd0:dee\n', output: '{"":{}}\n' },
        { tag: 'maximum', input: BIGLIST + '\n', output: '["",-42081,-34162,"xxx",-18324,-10405,"xxxxxx",5433,13352,"xx",29190,37109,"xxxxx",-47056,-39137,"x",-23299,-15380,"xxxx",458,8377,"",24215,32134,"xxx",47972,-44112,"xxxxxx",-28274,-20355,"xx",-4517,3402,"xxxxx",19240,27159,"x",42997,-49087,"xxxx",-33249,-25330,"",-9492,-1573,"xxx",14265,22184,"xxxxxx",38022,45941,"xx",-38224,-30305,"xxxxx",-14467,-6548,"x",9290,17209,"xxxx",33047,40966,"",-43199,-35280,"xxx",-19442,-11523,"xxxxxx",4315,12234,"xx",28072,35991,"xxxxx",-48174,-40255,"x",-24417,-16498,"xxxx",-660,7259,"",23097,31016,"xxx",46854,-45230,"xxxxxx",-29392,-21473,"xx",-5635,2284,"xxxxx",18122,26041,"x",41879,49798,"xxxx",-34367,-26448,"",-10610,-2691,"xxx",13147,21066,"xxxxxx",36904,44823,"xx",-39342,-31423,"xxxxx",-15585,-7666,"x",8172,16091,"xxxx",31929,39848,"",-44317,-36398,"xxx",-20560,-12641,"xxxxxx",3197,11116,"xx",26954,34873,"xxxxx",-49292,-41373,"x",-25535,-17616,"xxxx",-1778,6141,"",21979,29898,"xxx",45736,-46348,"xxxxxx",-30510,-22591,"xx",-6753,1166,"xxxxx",17004,24923,"x",40761,48680,"xxxx",-35485,-27566,"",-11728,-3809,"xxx",12029,19948,"xxxxxx",35786,43705,"xx",-40460,-32541,"xxxxx",-16703,-8784,"x",7054,14973,"xxxx",30811,38730,"",-45435,-37516,"xxx",-21678,-13759,"xxxxxx",2079,9998,"xx",25836,33755,"xxxxx",49593,-42491,"x",-26653,-18734,"xxxx",-2896,5023,"",20861,28780,"xxx",44618,-47466,"xxxxxx",-31628,-23709,"xx",-7871,48,"xxxxx",15886,23805,"x",39643,47562,"xxxx",-36603,-28684,"",-12846,-4927,"xxx",10911,18830,"xxxxxx",34668,42587,"xx",-41578,-33659,"xxxxx",-17821,-9902,"x",5936,13855,"xxxx",29693,37612,"",-46553,-38634,"xxx",-22796,-14877,"xxxxxx",961,8880,"xx",24718,32637,"xxxxx",48475,-43609,"x",-27771,-19852,"xxxx",-4014,3905,"",19743,27662,"xxx",43500,-48584,"xxxxxx",-32746,-24827,"xx",-8989,-1070,"xxxxx",14768,22687,"x",38525,46444,"xxxx",-37721,-29802,"",-13964,-6045,"xxx",9793,17712,"xxxxxx",33550,41469,"xx",-42696,-34777,"xxxxx",-18939,-11020,"x",4818,12737,"xxxx",28575,36494,"",-47671,-39752,"xxx",-23914,-15995,"xxxxxx",-157,7762,"xx",23600,31519,"xxxxx",47357,-44727,"x",-28889,-20970,"xxxx",-5132,2787,"",18625,26544,"xxx",42382,-49702,"xxxxxx",-33864,-25945,"xx",-10107,-2188,"xxxxx",13650,21569,"x",37407,45326,"xxxx",-38839,-30920,"",-15082,-7163,"xxx",8675,16594,"xxxxxx",32432,40351,"xx",-43814,-35895,"xxxxx",-20057,-12138,"x",3700,11619,"xxxx",27457,35376,"",-48789,-40870,"xxx",-25032,-17113,"xxxxxx",-1275,6644,"xx",22482,30401,"xxxxx",46239,-45845,"x",-30007,-22088,"xxxx",-6250,1669,"",17507,25426,"xxx",41264,49183,"xxxxxx",-34982,-27063,"xx",-11225,-3306,"xxxxx",12532,20451,"x",36289,44208,"xxxx",-39957,-32038,"",-16200,-8281,"xxx",7557,15476,"xxxxxx",31314,39233,"xx",-44932,-37013,"xxxxx",-21175,-13256,"x",2582,10501,"xxxx",26339,34258,"",-49907,-41988,"xxx",-26150,-18231,"xxxxxx",-2393,5526,"xx",21364,29283,"xxxxx",45121,-46963,"x",-31125,-23206,"xxxx",-7368,551,"",16389,24308,"xxx",40146,48065,"xxxxxx",-36100,-28181,"xx",-12343,-4424,"xxxxx",11414,19333,"x",35171,43090,"xxxx",-41075,-33156,"",-17318,-9399,"xxx",6439,14358,"xxxxxx",30196,38115,"xx",-46050,-38131,"xxxxx",-22293,-14374,"x",1464,9383,"xxxx",25221,33140,"",48978,-43106,"xxx",-27268,-19349,"xxxxxx",-3511,4408,"xx",20246,28165,"xxxxx",44003,-48081,"x",-32243,-24324,"xxxx",-8486,-567,"",15271,23190,"xxx",39028,46947,"xxxxxx",-37218,-29299,"xx",-13461,-5542,"xxxxx",10296,18215,"x",34053,41972,"xxxx",-42193,-34274,"",-18436,-10517,"xxx",5321,13240,"xxxxxx",29078,36997,"xx",-47168,-39249,"xxxxx",-23411,-15492,"x",346,8265,"xxxx",24103,32022,"",47860,-44224,"xxx",-28386,-20467,"xxxxxx",-4629,3290,"xx",19128,27047,"xxxxx",42885,-49199,"x",-33361,-25442,"xxxx",-9604,-1685,"",14153,22072,"xxx",37910,45829,"xxxxxx",-38336,-30417,"xx",-14579,-6660,"xxxxx",9178,17097,"x",32935,40854,"xxxx",-43311,-35392,"",-19554,-11635,"xxx",4203,12122,"xxxxxx",27960,35879,"xx",-48286,-40367,"xxxxx",-24529,-16610,"x",-772,7147,"xxxx",22985,30904,"",46742,-45342,"xxx",-29504,-21585,"xxxxxx",-5747,2172,"xx",18010,25929,"xxxxx",41767,49686,"x",-34479,-26560,"xxxx",-10722,-2803,"",13035,20954,"xxx",36792,44711,"xxxxxx",-39454,-31535,"xx",-15697,-7778,"xxxxx",8060,15979,"x",31817,39736,"xxxx",-44429,-36510,"",-20672,-12753,"xxx",3085,11004,"xxxxxx",26842,34761,"xx",-49404,-41485,"xxxxx",-25647,-17728,"x",-1890,6029,"xxxx",21867,29786,"",45624,-46460,"xxx",-30622,-22703,"xxxxxx",-6865,1054,"xx",16892,24811,"xxxxx",40649,48568,"x",-35597,-27678,"xxxx",-11840,-3921,"",11917,19836,"xxx",35674,43593,"xxxxxx",-40572,-32653,"xx",-16815,-8896,"xxxxx",6942,14861,"x",30699,38618,"xxxx",-45547,-37628,"",-21790,-13871,"xxx",1967,9886,"xxxxxx",25724,33643,"xx",49481,-42603,"xxxxx",-26765,-18846,"x",-3008,4911,"xxxx",20749,28668,"",44506,-47578,"xxx",-31740,-23821,"xxxxxx",-7983,-64,"xx",15774,23693,"xxxxx",39531,47450,"x",-36715,-28796,"xxxx",-12958,-5039,"",10799,18718,"xxx",34556,42475,"xxxxxx",-41690,-33771,"xx",-17933,-10014,"xxxxx",5824,13743,"x",29581,37500,"xxxx",-46665,-38746,"",-22908,-14989,"xxx",849,8768,"xxxxxx",24606,32525,"xx",48363,-43721,"xxxxx",-27883,-19964,"x",-4126,3793,"xxxx",19631,27550,"",43388,-48696,"xxx",-32858,-24939,"xxxxxx",-9101,-1182,"xx",14656,22575,"xxxxx",38413,46332,"x",-37833,-29914,"xxxx",-14076,-6157,"",9681,17600,"xxx",33438,41357,"xxxxxx",-42808,-34889,"xx",-19051,-11132,"xxxxx",4706,12625,"x",28463,36382,"xxxx",-47783,-39864,"",-24026,-16107,"xxx",-269,7650,"xxxxxx",23488,31407,"xx",47245,-44839,"xxxxx",-29001,-21082,"x",-5244,2675,"xxxx",18513,26432,"",42270,-49814,"xxx",-33976,-26057,"xxxxxx",-10219,-2300,"xx",13538,21457,"xxxxx",37295,45214,"x",-38951,-31032]\n' },
        { tag: 'maximum', input: NEST + '\n', output: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]\n' },
        { tag: 'maximum', input: DICTS + '\n', output: '{"k000":0,"k001":[1,"v:1"],"k002":-2000,"k003":[3,"v:3"],"k004":-4000,"k005":[5,"v:5"],"k006":-6000,"k007":[7,"v:7"],"k008":-8000,"k009":[9,"v:9"],"k010":-10000,"k011":[11,"v:11"],"k012":-12000,"k013":[13,"v:13"],"k014":-14000,"k015":[15,"v:15"],"k016":-16000,"k017":[17,"v:17"],"k018":-18000,"k019":[19,"v:19"],"k020":-20000,"k021":[21,"v:21"],"k022":-22000,"k023":[23,"v:23"],"k024":-24000,"k025":[25,"v:25"],"k026":-26000,"k027":[27,"v:27"],"k028":-28000,"k029":[29,"v:29"],"k030":-30000,"k031":[31,"v:31"],"k032":-32000,"k033":[33,"v:33"],"k034":-34000,"k035":[35,"v:35"],"k036":-36000,"k037":[37,"v:37"],"k038":-38000,"k039":[39,"v:39"],"k040":-40000,"k041":[41,"v:41"],"k042":-42000,"k043":[43,"v:43"],"k044":-44000,"k045":[45,"v:45"],"k046":-46000,"k047":[47,"v:47"],"k048":-48000,"k049":[49,"v:49"],"k050":-50000,"k051":[51,"v:51"],"k052":-52000,"k053":[53,"v:53"],"k054":-54000,"k055":[55,"v:55"],"k056":-56000,"k057":[57,"v:57"],"k058":-58000,"k059":[59,"v:59"],"k060":-60000,"k061":[61,"v:61"],"k062":-62000,"k063":[63,"v:63"],"k064":-64000,"k065":[65,"v:65"],"k066":-66000,"k067":[67,"v:67"],"k068":-68000,"k069":[69,"v:69"],"k070":-70000,"k071":[71,"v:71"],"k072":-72000,"k073":[73,"v:73"],"k074":-74000,"k075":[75,"v:75"],"k076":-76000,"k077":[77,"v:77"],"k078":-78000,"k079":[79,"v:79"],"k080":-80000,"k081":[81,"v:81"],"k082":-82000,"k083":[83,"v:83"],"k084":-84000,"k085":[85,"v:85"],"k086":-86000,"k087":[87,"v:87"],"k088":-88000,"k089":[89,"v:89"],"k090":-90000,"k091":[91,"v:91"],"k092":-92000,"k093":[93,"v:93"],"k094":-94000,"k095":[95,"v:95"],"k096":-96000,"k097":[97,"v:97"],"k098":-98000,"k099":[99,"v:99"],"k100":-100000,"k101":[101,"v:101"],"k102":-102000,"k103":[103,"v:103"],"k104":-104000,"k105":[105,"v:105"],"k106":-106000,"k107":[107,"v:107"],"k108":-108000,"k109":[109,"v:109"],"k110":-110000,"k111":[111,"v:111"],"k112":-112000,"k113":[113,"v:113"],"k114":-114000,"k115":[115,"v:115"],"k116":-116000,"k117":[117,"v:117"],"k118":-118000,"k119":[119,"v:119"],"k120":-120000,"k121":[121,"v:121"],"k122":-122000,"k123":[123,"v:123"],"k124":-124000,"k125":[125,"v:125"],"k126":-126000,"k127":[127,"v:127"],"k128":-128000,"k129":[129,"v:129"],"k130":-130000,"k131":[131,"v:131"],"k132":-132000,"k133":[133,"v:133"],"k134":-134000,"k135":[135,"v:135"],"k136":-136000,"k137":[137,"v:137"],"k138":-138000,"k139":[139,"v:139"],"k140":-140000,"k141":[141,"v:141"],"k142":-142000,"k143":[143,"v:143"],"k144":-144000,"k145":[145,"v:145"],"k146":-146000,"k147":[147,"v:147"],"k148":-148000,"k149":[149,"v:149"],"k150":-150000,"k151":[151,"v:151"],"k152":-152000,"k153":[153,"v:153"],"k154":-154000,"k155":[155,"v:155"],"k156":-156000,"k157":[157,"v:157"],"k158":-158000,"k159":[159,"v:159"],"k160":-160000,"k161":[161,"v:161"],"k162":-162000,"k163":[163,"v:163"],"k164":-164000,"k165":[165,"v:165"],"k166":-166000,"k167":[167,"v:167"],"k168":-168000,"k169":[169,"v:169"],"k170":-170000,"k171":[171,"v:171"],"k172":-172000,"k173":[173,"v:173"],"k174":-174000,"k175":[175,"v:175"],"k176":-176000,"k177":[177,"v:177"],"k178":-178000,"k179":[179,"v:179"],"k180":-180000,"k181":[181,"v:181"],"k182":-182000,"k183":[183,"v:183"],"k184":-184000,"k185":[185,"v:185"],"k186":-186000,"k187":[187,"v:187"],"k188":-188000,"k189":[189,"v:189"],"k190":-190000,"k191":[191,"v:191"],"k192":-192000,"k193":[193,"v:193"],"k194":-194000,"k195":[195,"v:195"],"k196":-196000,"k197":[197,"v:197"],"k198":-198000,"k199":[199,"v:199"],"k200":-200000,"k201":[201,"v:201"],"k202":-202000,"k203":[203,"v:203"],"k204":-204000,"k205":[205,"v:205"],"k206":-206000,"k207":[207,"v:207"],"k208":-208000,"k209":[209,"v:209"],"k210":-210000,"k211":[211,"v:211"],"k212":-212000,"k213":[213,"v:213"],"k214":-214000,"k215":[215,"v:215"],"k216":-216000,"k217":[217,"v:217"],"k218":-218000,"k219":[219,"v:219"],"k220":-220000,"k221":[221,"v:221"],"k222":-222000,"k223":[223,"v:223"],"k224":-224000,"k225":[225,"v:225"],"k226":-226000,"k227":[227,"v:227"],"k228":-228000,"k229":[229,"v:229"],"k230":-230000,"k231":[231,"v:231"],"k232":-232000,"k233":[233,"v:233"],"k234":-234000,"k235":[235,"v:235"],"k236":-236000,"k237":[237,"v:237"],"k238":-238000,"k239":[239,"v:239"],"k240":-240000,"k241":[241,"v:241"],"k242":-242000,"k243":[243,"v:243"],"k244":-244000,"k245":[245,"v:245"],"k246":-246000,"k247":[247,"v:247"],"k248":-248000,"k249":[249,"v:249"],"k250":-250000,"k251":[251,"v:251"],"k252":-252000,"k253":[253,"v:253"],"k254":-254000,"k255":[255,"v:255"],"k256":-256000,"k257":[257,"v:257"],"k258":-258000,"k259":[259,"v:259"],"k260":-260000,"k261":[261,"v:261"],"k262":-262000,"k263":[263,"v:263"],"k264":-264000,"k265":[265,"v:265"],"k266":-266000,"k267":[267,"v:267"],"k268":-268000,"k269":[269,"v:269"],"k270":-270000,"k271":[271,"v:271"],"k272":-272000,"k273":[273,"v:273"],"k274":-274000,"k275":[275,"v:275"],"k276":-276000,"k277":[277,"v:277"],"k278":-278000,"k279":[279,"v:279"],"k280":-280000,"k281":[281,"v:281"],"k282":-282000,"k283":[283,"v:283"],"k284":-284000,"k285":[285,"v:285"],"k286":-286000,"k287":[287,"v:287"],"k288":-288000,"k289":[289,"v:289"],"k290":-290000,"k291":[291,"v:291"],"k292":-292000,"k293":[293,"v:293"],"k294":-294000,"k295":[295,"v:295"],"k296":-296000,"k297":[297,"v:297"],"k298":-298000,"k299":[299,"v:299"]}\n' },
      ],
    },
    B: {
      description:
        'Accounting wants the total of all the counters in the bencoded state file. ' +
        GRAMMAR +
        ' Given one valid bencoded value, print the sum of all integers it contains at any depth (digits inside strings do not count).',
      human: {
        input_format: 'One line with exactly one valid bencoded value. ' + LINE + ' Integers have at most 12 digits.',
        output_format: 'One integer: the sum of all integer values (0 if there are none).',
        examples: { input: 'd3:agei42e4:tagsl2:i9i-2eee\n', output: '40\n' },
      },
      hints: ['A string such as 3:i9e contains no integer: skip strings by their length.'],
      par: 766,
      cases: [
        { tag: 'empty', input: 'le\n', output: '0\n' },
        { tag: 'minimum', input: 'i0e\n', output: '0\n' },
        { tag: 'tricky', input: '7:i12345e\n', output: '0\n' },
        { tag: 'tricky', input: 'l10:i1ei2ei3eii-999999999999ee\n', output: '-999999999999\n' },
        { tag: 'typical', input: TORRENT + '\n', output: '263161\n' },
        { tag: 'typical', input: 'd1:ai1e1:bli2ei3eee\n', output: '6\n' },
        { tag: 'tricky', input: 'l' + 'i999999999999e'.repeat(20) + 'e\n', output: '19999999999980\n' },
        { tag: 'maximum', input: BIGLIST + '\n', output: '-133246\n' },
        { tag: 'maximum', input: DICTS + '\n', output: '-22327500\n' },
        { tag: 'maximum', input: NEST + '\n', output: '0\n' },
      ],
    },
    C: {
      description:
        'Your JSON converter crashes on deeply nested state files, so first you measure them. ' +
        GRAMMAR +
        ' The depth of an integer or string is 0; the depth of a list or dictionary is 1 plus the largest depth of its elements (its values, for a dictionary), or 1 if it is empty. Given one valid bencoded value, print its depth.',
      human: {
        input_format: 'One line with exactly one valid bencoded value. ' + LINE,
        output_format: 'One integer: the depth.',
        examples: { input: 'ld1:alleeei5ee\n', output: '4\n' },
      },
      hints: ['Characters l and d inside strings do not open anything.'],
      par: 378,
      cases: [
        { tag: 'empty', input: '0:\n', output: '0\n' },
        { tag: 'minimum', input: 'le\n', output: '1\n' },
        { tag: 'tricky', input: '6:llllll\n', output: '0\n' },
        { tag: 'tricky', input: 'd1:l1:de\n', output: '1\n' },
        { tag: 'typical', input: TORRENT + '\n', output: '5\n' },
        { tag: 'typical', input: 'llelleleleee\n', output: '3\n' },
        { tag: 'tricky', input: 'i-12e\n', output: '0\n' },
        { tag: 'maximum', input: NEST + '\n', output: '500\n' },
        { tag: 'maximum', input: BIGLIST + '\n', output: '1\n' },
        { tag: 'maximum', input: 'l'.repeat(250) + 'd1:l' + 'l'.repeat(248) + 'e'.repeat(248) + 'e' + 'e'.repeat(250) + '\n', output: '499\n' },
      ],
    },
    D: {
      description:
        'Half of the state files on the broken node are corrupt; you need a strict validator. ' +
        GRAMMAR +
        ' A line is valid when it is exactly one value and: every integer is 0 or an optional - followed by digits without a leading zero (so i-0e, i03e and ie are invalid); every length is 0 or has no leading zero, and enough characters follow; ' +
        'every list and dictionary is closed by e; dictionary keys are strings in strictly increasing order (comparing character codes, so no duplicates). Print valid or invalid.',
      human: {
        input_format: 'One line of at most 10000 printable ASCII characters (possibly empty), nesting lists and dictionaries at most 500 deep.',
        output_format: 'One word: valid or invalid.',
        examples: { input: 'd1:ai1e1:bli2eee\n', output: 'valid\n' },
      },
      hints: ['After the top-level value there must be nothing left.', 'Compare each dictionary key with the previous key of the same dictionary.'],
      par: 860,
      cases: [
        { tag: 'empty', input: '\n', output: 'invalid\n' },
        { tag: 'minimum', input: '0:\n', output: 'valid\n' },
        { tag: 'tricky', input: 'i-0e\n', output: 'invalid\n' },
        { tag: 'tricky', input: 'd1:bi1e1:ai2ee\n', output: 'invalid\n' },
        { tag: 'tricky', input: 'd1:ai1e1:ai2ee\n', output: 'invalid\n' },
        { tag: 'tricky', input: 'l5:abcde\n', output: 'invalid\n' },
        { tag: 'tricky', input: 'di1ei2ee\n', output: 'invalid\n' },
        { tag: 'tricky', input: 'li1eei2e\n', output: 'invalid\n' },
        { tag: 'tricky', input: '03:abc\n', output: 'invalid\n' },
        { tag: 'typical', input: TORRENT + '\n', output: 'valid\n' },
        { tag: 'typical', input: 'd1:B0:1:a0:e\n', output: 'valid\n' },
        { tag: 'maximum', input: NEST + '\n', output: 'valid\n' },
        { tag: 'maximum', input: NEST.slice(1) + '\n', output: 'invalid\n' },
        { tag: 'maximum', input: DICTS + '\n', output: 'valid\n' },
        { tag: 'maximum', input: DICTS.replace('4:k151', '4:k149') + '\n', output: 'invalid\n' },
      ],
    },
    E: {
      description:
        'You need one field deep inside the bencoded state file. ' +
        GRAMMAR +
        ' A path is a list of segments separated by dots: on a dictionary a segment selects the value of that key, on a list a segment made of decimal digits selects that 0-based index. ' +
        'Given a path and one valid bencoded value, print the selected value as compact JSON (integers as numbers, strings in double quotes with " and \\ escaped by a backslash, lists [a,b], dictionaries {"k":v} in original order, no spaces), or not found.',
      human: {
        input_format:
          'The first line holds the path: zero or more segments separated by dots, each segment non-empty and without dots (an empty line selects the whole value). The second line holds one valid bencoded value. ' + LINE + ' Integers have at most 15 digits.',
        output_format: 'One line: the selected value as compact JSON, or not found.',
        examples: { input: 'info.files.0\nd4:infod5:filesld1:ni5eeeee\n', output: '{"n":5}\n' },
      },
      hints: ['Indexing an integer or a string never works.', 'An index must be smaller than the length of the list.'],
      par: 1133,
      cases: [
        { tag: 'empty', input: '\nle\n', output: '[]\n' },
        { tag: 'minimum', input: '0\nli7ee\n', output: '7\n' },
        { tag: 'tricky', input: '1\nli7ee\n', output: 'not found\n' },
        { tag: 'tricky', input: 'a.0\nd1:a3:xyze\n', output: 'not found\n' },
        { tag: 'tricky', input: '0\nd1:0i9ee\n', output: '9\n' },
        { tag: 'typical', input: 'info.files.1.path.0\n' + TORRENT + '\n', output: '"core"\n' },
        { tag: 'typical', input: 'info.piece length\n' + TORRENT + '\n', output: '262144\n' },
        { tag: 'typical', input: 'info.files\n' + TORRENT + '\n', output: '[{"length":1024,"path":["logs","app.log"]},{"length":-7,"path":["core"]}]\n' },
        { tag: 'tricky', input: 'info.name.0\n' + TORRENT + '\n', output: 'not found\n' },
        { tag: 'maximum', input: Array.from({ length: 499 }, () => '0').join('.') + '\n' + NEST + '\n', output: '[]\n' },
        { tag: 'maximum', input: 'k299.1\n' + DICTS + '\n', output: '"v:299"\n' },
      ],
    },
  },
};
