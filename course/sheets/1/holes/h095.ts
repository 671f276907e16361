import type { HoleSpec } from '../../../schema';

const NAMES = ['disk_full', 'cpu_high', 'api_5xx', 'latency_p99', 'cert_expiry', 'queue_lag'];
const SEVS = ['info', 'warning', 'critical', 'info', 'warning'];
const alerts = (n: number, k: number, sev = false): string => {
  let t = 1000;
  return Array.from({ length: n }, (_, i) => {
    t += (i * i * k + i * 7) % 97 % 41;
    return `${t} ${NAMES[(i * k + (i >> 2)) % 6]}${sev ? ' ' + SEVS[(i * i + k * i) % 5] : ''}\n`;
  }).join('');
};
const LINES =
  'Then 0 to 700 alert lines "t name", sorted by t (non-decreasing, equal times allowed): t an integer from 0 to 1000000000, name a word of lowercase letters, digits and underscores.';

export const hole: HoleSpec = {
  id: 95,
  title: 'Alert Storm Deduplicator',
  category: 'data_wrangling',
  difficulty: 5,
  variations: {
    A: {
      description:
        'A flapping disk alarm paged you 40 times in ten minutes, so you are writing the deduplicator yourself. ' +
        'Alerts arrive in time order as "t name". An alert is emitted unless an alert with the same name was emitted less than W seconds earlier (that is, if the last emitted alert of that name was at time s and t - s < W, it is suppressed). ' +
        'Print the emitted alert lines, unchanged and in input order. ' +
        'At most 700 alert lines.',
      human: {
        input_format: 'The first line holds W (1 <= W <= 1000000). ' + LINES + ' With no alert lines the output is empty.',
        output_format: 'The emitted alert lines, exactly as given, one per line.',
        examples: { input: '60\n0 disk_full\n30 disk_full\n45 cpu_high\n61 disk_full\n100 disk_full\n', output: '0 disk_full\n45 cpu_high\n61 disk_full\n' },
      },
      hints: ['Remember, per name, the time of the last emitted alert only.', 'Suppressed alerts do not restart the window.'],
      par: 243,
      cases: [
        { tag: 'empty', input: '60\n', output: '\n' },
        { tag: 'minimum', input: '1\n0 a\n', output: '0 a\n' },
        { tag: 'tricky', input: '10\n5 a\n15 a\n24 a\n25 a\n', output: '5 a\n15 a\n25 a\n' },
        { tag: 'tricky', input: '10\n7 a\n7 a\n7 b\n8 b\n17 a\n', output: '7 a\n7 b\n17 a\n' },
        { tag: 'typical', input: '30\n' + alerts(15, 3), output: '1000 disk_full\n1010 latency_p99\n1036 disk_full\n1043 latency_p99\n1078 cpu_high\n1091 cert_expiry\n' +
          '1118 api_5xx\n1133 queue_lag\n1171 api_5xx\n1182 queue_lag\n1213 latency_p99\n1229 disk_full\n' },
        { tag: 'typical', input: '100\n' + alerts(80, 5), output: '1000 disk_full\n1012 queue_lag\n1046 cert_expiry\n1071 latency_p99\n1104 api_5xx\n1132 cpu_high\n' +
          '1135 disk_full\n1177 queue_lag\n1180 cert_expiry\n1183 latency_p99\n1233 api_5xx\n1244 cpu_high\n' +
          '1269 disk_full\n1315 queue_lag\n1315 cert_expiry\n1328 latency_p99\n1358 api_5xx\n1369 cpu_high\n' +
          '1377 disk_full\n1477 disk_full\n1486 queue_lag\n1490 cert_expiry\n1514 latency_p99\n1576 api_5xx\n' +
          '1593 cpu_high\n1614 disk_full\n1667 queue_lag\n1678 cert_expiry\n1718 latency_p99\n1750 api_5xx\n' +
          '1788 cpu_high\n1813 disk_full\n1864 queue_lag\n1869 cert_expiry\n1901 latency_p99\n1933 api_5xx\n' +
          '1953 cpu_high\n1958 disk_full\n2000 queue_lag\n2016 cert_expiry\n2042 latency_p99\n2067 api_5xx\n' +
          '2086 cpu_high\n2099 disk_full\n2136 queue_lag\n2165 cert_expiry\n2187 latency_p99\n2250 api_5xx\n' +
          '2270 cpu_high\n2282 disk_full\n2333 queue_lag\n2351 cert_expiry\n2386 latency_p99\n2424 api_5xx\n' +
          '2447 cpu_high\n2486 disk_full\n' },
        { tag: 'typical', input: '1\n' + alerts(40, 2), output: '1000 disk_full\n1009 api_5xx\n1031 cert_expiry\n1070 disk_full\n1089 latency_p99\n1092 queue_lag\n' +
          '1109 cpu_high\n1118 latency_p99\n1123 disk_full\n1154 api_5xx\n1189 cert_expiry\n1217 disk_full\n' +
          '1257 latency_p99\n1257 queue_lag\n1262 cpu_high\n1291 latency_p99\n1292 disk_full\n1310 api_5xx\n' +
          '1323 cert_expiry\n1361 disk_full\n1387 latency_p99\n1405 queue_lag\n1419 cpu_high\n1433 latency_p99\n' +
          '1451 disk_full\n1477 api_5xx\n1515 cert_expiry\n1528 disk_full\n1546 latency_p99\n1547 queue_lag\n' +
          '1576 cpu_high\n1581 latency_p99\n1581 disk_full\n1621 api_5xx\n1649 cert_expiry\n1684 disk_full\n' +
          '1715 latency_p99\n1720 queue_lag\n1729 cpu_high\n1746 latency_p99\n' },
        { tag: 'maximum', input: '250\n' + alerts(700, 3), output: '1000 disk_full\n1010 latency_p99\n1078 cpu_high\n1091 cert_expiry\n1118 api_5xx\n1133 queue_lag\n' +
          '1373 api_5xx\n1385 disk_full\n1398 latency_p99\n1466 cpu_high\n1476 cert_expiry\n1506 queue_lag\n' +
          '1722 cpu_high\n1730 api_5xx\n1763 queue_lag\n1820 disk_full\n1856 latency_p99\n1940 cert_expiry\n' +
          '2000 api_5xx\n2101 disk_full\n2165 cpu_high\n2202 queue_lag\n2262 latency_p99\n2346 cert_expiry\n' +
          '2439 api_5xx\n2472 queue_lag\n2524 disk_full\n2534 latency_p99\n2610 cpu_high\n2611 cert_expiry\n' +
          '2696 api_5xx\n2844 queue_lag\n2908 latency_p99\n2939 disk_full\n2966 cert_expiry\n2973 cpu_high\n' +
          '3069 api_5xx\n3159 latency_p99\n3226 queue_lag\n3317 disk_full\n3358 cert_expiry\n3394 cpu_high\n' +
          '3453 api_5xx\n3546 latency_p99\n3582 disk_full\n3639 cert_expiry\n3666 cpu_high\n3687 queue_lag\n' +
          '3704 api_5xx\n3891 cert_expiry\n3950 queue_lag\n3967 api_5xx\n3970 disk_full\n3980 latency_p99\n' +
          '4052 cpu_high\n4201 queue_lag\n4234 disk_full\n4250 latency_p99\n4296 cert_expiry\n4337 cpu_high\n' +
          '4402 api_5xx\n4557 queue_lag\n4623 latency_p99\n4634 disk_full\n4688 cert_expiry\n4692 cpu_high\n' +
          '4757 api_5xx\n4939 queue_lag\n4978 latency_p99\n5018 disk_full\n5083 cert_expiry\n5084 cpu_high\n' +
          '5174 api_5xx\n5243 latency_p99\n5272 disk_full\n5365 cpu_high\n5392 cert_expiry\n5410 queue_lag\n' +
          '5617 cpu_high\n5647 api_5xx\n5693 disk_full\n5696 latency_p99\n5778 cert_expiry\n5863 queue_lag\n' +
          '5960 latency_p99\n5976 disk_full\n6022 cpu_high\n6088 api_5xx\n6128 queue_lag\n6214 cert_expiry\n' +
          '6311 latency_p99\n6349 disk_full\n6414 cpu_high\n6441 queue_lag\n6472 api_5xx\n6563 latency_p99\n' +
          '6611 cert_expiry\n6704 disk_full\n6809 cpu_high\n6856 queue_lag\n6872 api_5xx\n6941 latency_p99\n' +
          '6969 disk_full\n7042 cert_expiry\n7126 queue_lag\n7136 api_5xx\n7250 cpu_high\n7402 disk_full\n' +
          '7419 latency_p99\n7467 cert_expiry\n7504 cpu_high\n7524 api_5xx\n7560 queue_lag\n7653 disk_full\n' +
          '7748 cert_expiry\n7789 api_5xx\n7814 queue_lag\n7880 latency_p99\n7904 cpu_high\n8037 disk_full\n' +
          '8117 cert_expiry\n8151 queue_lag\n8167 api_5xx\n8262 latency_p99\n8289 cpu_high\n8410 disk_full\n' +
          '8495 cert_expiry\n8572 queue_lag\n8582 api_5xx\n8634 latency_p99\n8667 disk_full\n8724 cpu_high\n' +
          '8760 cert_expiry\n8844 queue_lag\n8852 api_5xx\n8904 latency_p99\n9005 cpu_high\n9106 disk_full\n' +
          '9166 cert_expiry\n9242 api_5xx\n9250 queue_lag\n9343 latency_p99\n9376 disk_full\n9428 cpu_high\n' +
          '9438 cert_expiry\n9514 api_5xx\n9515 queue_lag\n9600 latency_p99\n9748 disk_full\n9812 cert_expiry\n' +
          '9843 cpu_high\n9870 queue_lag\n9877 api_5xx\n9973 latency_p99\n10063 cert_expiry\n10130 disk_full\n' +
          '10221 cpu_high\n10262 queue_lag\n10298 api_5xx\n10357 latency_p99\n10450 cert_expiry\n10486 cpu_high\n' +
          '10543 queue_lag\n10570 api_5xx\n10591 disk_full\n10608 latency_p99\n10795 queue_lag\n10854 disk_full\n' +
          '10871 latency_p99\n10874 cpu_high\n10884 cert_expiry\n10956 api_5xx\n11105 disk_full\n11138 cpu_high\n' +
          '11154 cert_expiry\n11200 queue_lag\n11241 api_5xx\n11306 latency_p99\n11461 disk_full\n11527 cert_expiry\n' +
          '11538 cpu_high\n11592 queue_lag\n11596 api_5xx\n11661 latency_p99\n11843 disk_full\n11882 cert_expiry\n' +
          '11922 cpu_high\n11987 queue_lag\n11988 api_5xx\n12078 latency_p99\n12147 cert_expiry\n12176 cpu_high\n' +
          '12269 api_5xx\n12296 queue_lag\n12314 disk_full\n12521 api_5xx\n12551 latency_p99\n12597 cpu_high\n' +
          '12600 cert_expiry\n12682 queue_lag\n12767 disk_full\n12864 cert_expiry\n12880 cpu_high\n12926 api_5xx\n' +
          '12992 latency_p99\n13032 disk_full\n13118 queue_lag\n13215 cert_expiry\n13253 cpu_high\n13318 api_5xx\n' +
          '13345 disk_full\n13376 latency_p99\n' },
        { tag: 'maximum', input: '1000000\n' + alerts(700, 7), output: '1000 disk_full\n1014 cpu_high\n1015 api_5xx\n1017 latency_p99\n1019 queue_lag\n1061 cert_expiry\n' },
      ],
    },
    B: {
      description:
        'A flapping alarm keeps firing every few seconds, and your team agreed that an alert is only news after a quiet period. ' +
        'Alerts arrive in time order as "t name". An alert is emitted unless an alert with the same name occurred (emitted or not) less than W seconds earlier: if the previous occurrence of that name was at time s and t - s < W, it is suppressed. ' +
        'Print the emitted alert lines, unchanged and in input order. ' +
        'At most 700 alert lines.',
      human: {
        input_format: 'The first line holds W (1 <= W <= 1000000). ' + LINES + ' With no alert lines the output is empty.',
        output_format: 'The emitted alert lines, exactly as given, one per line.',
        examples: { input: '60\n0 disk_full\n30 disk_full\n45 cpu_high\n61 disk_full\n130 disk_full\n', output: '0 disk_full\n45 cpu_high\n130 disk_full\n' },
      },
      hints: ['Every occurrence, even a suppressed one, restarts that name\'s quiet period.'],
      par: 239,
      cases: [
        { tag: 'empty', input: '60\n', output: '\n' },
        { tag: 'minimum', input: '1\n0 a\n', output: '0 a\n' },
        { tag: 'tricky', input: '10\n5 a\n14 a\n23 a\n32 a\n42 a\n', output: '5 a\n42 a\n' },
        { tag: 'tricky', input: '10\n7 a\n7 a\n7 b\n17 a\n17 b\n', output: '7 a\n7 b\n17 a\n17 b\n' },
        { tag: 'typical', input: '30\n' + alerts(15, 3), output: '1000 disk_full\n1010 latency_p99\n1036 disk_full\n1043 latency_p99\n1078 cpu_high\n1091 cert_expiry\n' +
          '1118 api_5xx\n1133 queue_lag\n1171 api_5xx\n1182 queue_lag\n1213 latency_p99\n1229 disk_full\n' },
        { tag: 'typical', input: '100\n' + alerts(80, 5), output: '1000 disk_full\n1012 queue_lag\n1046 cert_expiry\n1071 latency_p99\n1104 api_5xx\n1132 cpu_high\n' +
          '1135 disk_full\n1177 queue_lag\n1180 cert_expiry\n1183 latency_p99\n1233 api_5xx\n1244 cpu_high\n' +
          '1269 disk_full\n1315 queue_lag\n1315 cert_expiry\n1328 latency_p99\n1358 api_5xx\n1369 cpu_high\n' +
          '1486 queue_lag\n1576 api_5xx\n1593 cpu_high\n1614 disk_full\n1667 queue_lag\n1678 cert_expiry\n' +
          '1718 latency_p99\n1750 api_5xx\n1788 cpu_high\n1813 disk_full\n1864 queue_lag\n1869 cert_expiry\n' +
          '1901 latency_p99\n1933 api_5xx\n1953 cpu_high\n1958 disk_full\n2000 queue_lag\n2016 cert_expiry\n' +
          '2042 latency_p99\n2067 api_5xx\n2086 cpu_high\n2099 disk_full\n2136 queue_lag\n2165 cert_expiry\n' +
          '2187 latency_p99\n2250 api_5xx\n2270 cpu_high\n2282 disk_full\n2333 queue_lag\n2351 cert_expiry\n' +
          '2386 latency_p99\n2424 api_5xx\n2447 cpu_high\n2486 disk_full\n' },
        { tag: 'typical', input: '1\n' + alerts(40, 2), output: '1000 disk_full\n1009 api_5xx\n1031 cert_expiry\n1070 disk_full\n1089 latency_p99\n1092 queue_lag\n' +
          '1109 cpu_high\n1118 latency_p99\n1123 disk_full\n1154 api_5xx\n1189 cert_expiry\n1217 disk_full\n' +
          '1257 latency_p99\n1257 queue_lag\n1262 cpu_high\n1291 latency_p99\n1292 disk_full\n1310 api_5xx\n' +
          '1323 cert_expiry\n1361 disk_full\n1387 latency_p99\n1405 queue_lag\n1419 cpu_high\n1433 latency_p99\n' +
          '1451 disk_full\n1477 api_5xx\n1515 cert_expiry\n1528 disk_full\n1546 latency_p99\n1547 queue_lag\n' +
          '1576 cpu_high\n1581 latency_p99\n1581 disk_full\n1621 api_5xx\n1649 cert_expiry\n1684 disk_full\n' +
          '1715 latency_p99\n1720 queue_lag\n1729 cpu_high\n1746 latency_p99\n' },
        { tag: 'maximum', input: '90\n' + alerts(700, 3), output: '1000 disk_full\n1010 latency_p99\n1078 cpu_high\n1091 cert_expiry\n1118 api_5xx\n1133 queue_lag\n' +
          '1213 latency_p99\n1229 disk_full\n1247 cert_expiry\n1263 cpu_high\n1343 queue_lag\n1358 api_5xx\n' +
          '1385 disk_full\n1398 latency_p99\n1466 cpu_high\n1476 cert_expiry\n1500 api_5xx\n1506 queue_lag\n' +
          '1591 latency_p99\n1592 disk_full\n1668 cert_expiry\n1678 cpu_high\n1727 queue_lag\n1730 api_5xx\n' +
          '1820 disk_full\n1856 latency_p99\n1913 cpu_high\n1940 cert_expiry\n1961 api_5xx\n1978 queue_lag\n' +
          '2031 latency_p99\n2037 disk_full\n2130 cert_expiry\n2165 cpu_high\n2202 queue_lag\n2224 api_5xx\n' +
          '2254 disk_full\n2262 latency_p99\n2338 cpu_high\n2346 cert_expiry\n2439 api_5xx\n2472 queue_lag\n' +
          '2508 latency_p99\n2524 disk_full\n2571 cert_expiry\n2610 cpu_high\n2676 queue_lag\n2696 api_5xx\n' +
          '2726 disk_full\n2726 latency_p99\n2769 cpu_high\n2804 cert_expiry\n2831 api_5xx\n2844 queue_lag\n' +
          '2908 latency_p99\n2939 disk_full\n2966 cert_expiry\n2973 cpu_high\n3031 queue_lag\n3069 api_5xx\n' +
          '3099 disk_full\n3111 latency_p99\n3166 cpu_high\n3192 cert_expiry\n3213 api_5xx\n3226 queue_lag\n' +
          '3292 latency_p99\n3317 disk_full\n3358 cert_expiry\n3394 cpu_high\n3448 queue_lag\n3453 api_5xx\n' +
          '3517 disk_full\n3546 latency_p99\n3602 cpu_high\n3639 cert_expiry\n3684 api_5xx\n3687 queue_lag\n' +
          '3733 latency_p99\n3757 disk_full\n3827 cert_expiry\n3856 cpu_high\n3921 queue_lag\n3928 api_5xx\n' +
          '3970 disk_full\n3980 latency_p99\n4052 cpu_high\n4064 cert_expiry\n4137 api_5xx\n4165 queue_lag\n' +
          '4206 latency_p99\n4234 disk_full\n4296 cert_expiry\n4297 cpu_high\n4362 queue_lag\n4402 api_5xx\n' +
          '4441 disk_full\n4452 latency_p99\n4488 cpu_high\n4495 cert_expiry\n4555 api_5xx\n4557 queue_lag\n' +
          '4623 latency_p99\n4634 disk_full\n4688 cert_expiry\n4692 cpu_high\n4746 queue_lag\n4757 api_5xx\n' +
          '4823 disk_full\n4825 latency_p99\n4885 cpu_high\n4892 cert_expiry\n4928 api_5xx\n4939 queue_lag\n' +
          '4978 latency_p99\n5018 disk_full\n5083 cert_expiry\n5084 cpu_high\n5146 queue_lag\n5174 api_5xx\n' +
          '5215 disk_full\n5243 latency_p99\n5316 cpu_high\n5328 cert_expiry\n5400 api_5xx\n5410 queue_lag\n' +
          '5452 latency_p99\n5459 disk_full\n5524 cert_expiry\n5553 cpu_high\n5623 queue_lag\n5647 api_5xx\n' +
          '5693 disk_full\n5696 latency_p99\n5741 cpu_high\n5778 cert_expiry\n5834 api_5xx\n5863 queue_lag\n' +
          '5927 latency_p99\n5932 disk_full\n5986 cert_expiry\n6022 cpu_high\n6063 queue_lag\n6088 api_5xx\n' +
          '6154 disk_full\n6167 latency_p99\n6188 cpu_high\n6214 cert_expiry\n6269 api_5xx\n6281 queue_lag\n' +
          '6311 latency_p99\n6349 disk_full\n6407 cert_expiry\n6414 cpu_high\n6441 queue_lag\n6472 api_5xx\n' +
          '6536 disk_full\n6549 latency_p99\n6576 cpu_high\n6611 cert_expiry\n6654 api_5xx\n6654 queue_lag\n' +
          '6684 latency_p99\n6704 disk_full\n6770 cert_expiry\n6809 cpu_high\n6856 queue_lag\n6872 api_5xx\n' +
          '6908 disk_full\n6941 latency_p99\n7034 cpu_high\n7042 cert_expiry\n7118 api_5xx\n7126 queue_lag\n' +
          '7156 latency_p99\n7178 disk_full\n7215 cert_expiry\n7250 cpu_high\n7343 queue_lag\n7349 api_5xx\n' +
          '7402 disk_full\n7419 latency_p99\n7440 cpu_high\n7467 cert_expiry\n7524 api_5xx\n7560 queue_lag\n' +
          '7650 latency_p99\n7653 disk_full\n7702 cert_expiry\n7712 cpu_high\n7788 queue_lag\n7789 api_5xx\n' +
          '7874 disk_full\n7880 latency_p99\n7904 cpu_high\n7914 cert_expiry\n7982 api_5xx\n7995 queue_lag\n' +
          '8022 latency_p99\n8037 disk_full\n8117 cert_expiry\n8133 cpu_high\n8151 queue_lag\n8167 api_5xx\n' +
          '8247 disk_full\n8262 latency_p99\n8289 cpu_high\n8302 cert_expiry\n8370 api_5xx\n8380 queue_lag\n' +
          '8404 latency_p99\n8410 disk_full\n8495 cert_expiry\n8496 cpu_high\n8572 queue_lag\n8582 api_5xx\n' +
          '8631 disk_full\n8634 latency_p99\n8724 cpu_high\n8760 cert_expiry\n8817 api_5xx\n8844 queue_lag\n' +
          '8865 latency_p99\n8882 disk_full\n8935 cert_expiry\n8941 cpu_high\n9034 queue_lag\n9069 api_5xx\n' +
          '9106 disk_full\n9128 latency_p99\n9158 cpu_high\n9166 cert_expiry\n9242 api_5xx\n9250 queue_lag\n' +
          '9343 latency_p99\n9376 disk_full\n9412 cert_expiry\n9428 cpu_high\n9475 queue_lag\n9514 api_5xx\n' +
          '9580 disk_full\n9600 latency_p99\n9630 cpu_high\n9630 cert_expiry\n9673 api_5xx\n9708 queue_lag\n' +
          '9735 latency_p99\n9748 disk_full\n9812 cert_expiry\n9843 cpu_high\n9870 queue_lag\n9877 api_5xx\n' +
          '9935 disk_full\n9973 latency_p99\n10003 cpu_high\n10015 cert_expiry\n10070 api_5xx\n10096 queue_lag\n' +
          '10117 latency_p99\n10130 disk_full\n10196 cert_expiry\n10221 cpu_high\n10262 queue_lag\n10298 api_5xx\n' +
          '10352 disk_full\n10357 latency_p99\n10421 cpu_high\n10450 cert_expiry\n10506 api_5xx\n10543 queue_lag\n' +
          '10588 latency_p99\n10591 disk_full\n10637 cert_expiry\n10661 cpu_high\n10731 queue_lag\n10760 api_5xx\n' +
          '10825 disk_full\n10832 latency_p99\n10874 cpu_high\n10884 cert_expiry\n10956 api_5xx\n10968 queue_lag\n' +
          '11041 latency_p99\n11069 disk_full\n11110 cert_expiry\n11138 cpu_high\n11200 queue_lag\n11201 api_5xx\n' +
          '11266 disk_full\n11306 latency_p99\n11345 cpu_high\n11356 cert_expiry\n11392 api_5xx\n11399 queue_lag\n' +
          '11459 latency_p99\n11461 disk_full\n11527 cert_expiry\n11538 cpu_high\n11592 queue_lag\n11596 api_5xx\n' +
          '11650 disk_full\n11661 latency_p99\n11727 cpu_high\n11729 cert_expiry\n11789 api_5xx\n11796 queue_lag\n' +
          '11832 latency_p99\n11843 disk_full\n11882 cert_expiry\n11922 cpu_high\n11987 queue_lag\n11988 api_5xx\n' +
          '12050 disk_full\n12078 latency_p99\n12119 cpu_high\n12147 cert_expiry\n12220 api_5xx\n12232 queue_lag\n' +
          '12304 latency_p99\n12314 disk_full\n12356 cert_expiry\n12363 cpu_high\n12428 queue_lag\n12457 api_5xx\n' +
          '12527 disk_full\n12551 latency_p99\n12597 cpu_high\n12600 cert_expiry\n12645 api_5xx\n12682 queue_lag\n' +
          '12738 latency_p99\n12767 disk_full\n12831 cert_expiry\n12836 cpu_high\n12890 queue_lag\n12926 api_5xx\n' +
          '12967 disk_full\n12992 latency_p99\n13058 cpu_high\n13071 cert_expiry\n13092 api_5xx\n13118 queue_lag\n' +
          '13173 latency_p99\n13185 disk_full\n13215 cert_expiry\n13253 cpu_high\n13311 queue_lag\n13318 api_5xx\n' +
          '13345 disk_full\n13376 latency_p99\n' },
        { tag: 'maximum', input: '2000\n' + alerts(700, 7), output: '1000 disk_full\n1014 cpu_high\n1015 api_5xx\n1017 latency_p99\n1019 queue_lag\n1061 cert_expiry\n' },
      ],
    },
    C: {
      description:
        'After the alert storm, the postmortem wants a per-alert summary of what the deduplicator did. ' +
        'Alerts arrive in time order as "t name"; an alert is emitted unless the last emitted alert with the same name was less than W seconds earlier (t - s < W), in which case it is suppressed. ' +
        'For every alert name that appears, print "name emitted suppressed", sorted by name in character-code order. ' +
        'At most 700 alert lines.',
      human: {
        input_format: 'The first line holds W (1 <= W <= 1000000). ' + LINES + ' With no alert lines the output is empty.',
        output_format: 'One line per distinct name: the name, its number of emitted alerts and its number of suppressed alerts, separated by single spaces.',
        examples: { input: '60\n0 disk_full\n30 disk_full\n45 cpu_high\n61 disk_full\n100 disk_full\n', output: 'cpu_high 1 0\ndisk_full 2 2\n' },
      },
      hints: ['The window starts at the last emitted alert, not the last occurrence.'],
      par: 454,
      cases: [
        { tag: 'empty', input: '60\n', output: '\n' },
        { tag: 'minimum', input: '1\n0 a\n', output: 'a 1 0\n' },
        { tag: 'tricky', input: '10\n5 b\n15 b\n24 b\n25 b\n25 a\n25 a\n', output: 'a 1 1\nb 3 1\n' },
        { tag: 'tricky', input: '1000000\n0 z\n999999 z\n1000000 z\n', output: 'z 2 1\n' },
        { tag: 'typical', input: '30\n' + alerts(15, 3), output: 'api_5xx 2 0\ncert_expiry 1 1\ncpu_high 1 1\ndisk_full 3 0\nlatency_p99 3 1\nqueue_lag 2 0\n' },
        { tag: 'typical', input: '100\n' + alerts(80, 5), output: 'api_5xx 9 1\ncert_expiry 9 1\ncpu_high 9 1\ndisk_full 11 9\nlatency_p99 9 11\nqueue_lag 9 1\n' },
        { tag: 'typical', input: '1\n' + alerts(40, 2), output: 'api_5xx 5 0\ncert_expiry 5 0\ncpu_high 5 0\ndisk_full 10 0\nlatency_p99 10 0\nqueue_lag 5 0\n' },
        { tag: 'maximum', input: '250\n' + alerts(700, 3), output: 'api_5xx 36 80\ncert_expiry 35 81\ncpu_high 35 81\ndisk_full 36 82\nlatency_p99 35 83\nqueue_lag 35 81\n' },
        { tag: 'maximum', input: '60\n' + alerts(700, 7), output: 'api_5xx 99 18\ncert_expiry 88 28\ncpu_high 101 16\ndisk_full 96 21\nlatency_p99 93 24\nqueue_lag 89 27\n' },
      ],
    },
    D: {
      description:
        'Alerts now carry a severity, info < warning < critical, and an escalation must never be swallowed by the deduplicator. ' +
        'Alerts arrive in time order as "t name severity". An alert is emitted if its name has no emitted alert yet, or the last emitted alert of that name was at least W seconds earlier, or its severity is strictly higher than the severity of the last emitted alert of that name; otherwise it is suppressed. ' +
        'Print the emitted alert lines, unchanged and in input order. ' +
        'At most 600 alert lines.',
      human: {
        input_format:
          'The first line holds W (1 <= W <= 1000000). Then 0 to 600 alert lines "t name severity", sorted by t (non-decreasing): t an integer from 0 to 1000000000, name a word of lowercase letters, digits and underscores, severity one of info, warning, critical. With no alert lines the output is empty.',
        output_format: 'The emitted alert lines, exactly as given, one per line.',
        examples: { input: '60\n0 disk_full warning\n30 disk_full warning\n40 disk_full critical\n50 disk_full info\n101 disk_full info\n', output: '0 disk_full warning\n40 disk_full critical\n101 disk_full info\n' },
      },
      hints: ['Store, per name, the time and severity of the last emitted alert.', 'An emitted lower-severity alert lowers the bar for the next escalation.'],
      par: 349,
      cases: [
        { tag: 'empty', input: '60\n', output: '\n' },
        { tag: 'minimum', input: '1\n0 a info\n', output: '0 a info\n' },
        { tag: 'tricky', input: '10\n0 a critical\n1 a critical\n2 a warning\n10 a info\n11 a warning\n12 a warning\n', output: '0 a critical\n10 a info\n11 a warning\n' },
        { tag: 'tricky', input: '10\n0 a info\n1 b critical\n2 a warning\n3 a warning\n4 b info\n', output: '0 a info\n1 b critical\n2 a warning\n' },
        { tag: 'typical', input: '30\n' + alerts(15, 3, true), output: '1000 disk_full info\n1010 latency_p99 warning\n1036 disk_full info\n1043 latency_p99 info\n' +
          '1078 cpu_high info\n1091 cert_expiry info\n1103 cpu_high warning\n1118 api_5xx info\n' +
          '1133 queue_lag info\n1171 api_5xx info\n1182 queue_lag warning\n1213 latency_p99 info\n' +
          '1229 disk_full info\n' },
        { tag: 'typical', input: '100\n' + alerts(80, 5, true), output: '1000 disk_full info\n1012 queue_lag warning\n1046 cert_expiry warning\n1071 latency_p99 warning\n' +
          '1104 api_5xx info\n1132 cpu_high warning\n1135 disk_full warning\n1177 queue_lag warning\n' +
          '1180 cert_expiry info\n1183 latency_p99 warning\n1233 api_5xx warning\n1244 cpu_high warning\n' +
          '1269 disk_full info\n1303 disk_full warning\n1315 queue_lag warning\n1315 cert_expiry warning\n' +
          '1328 latency_p99 warning\n1358 api_5xx warning\n1369 cpu_high warning\n1468 disk_full warning\n' +
          '1486 queue_lag warning\n1490 cert_expiry warning\n1514 latency_p99 info\n1553 latency_p99 warning\n' +
          '1576 api_5xx warning\n1593 cpu_high warning\n1614 disk_full warning\n1667 queue_lag warning\n' +
          '1678 cert_expiry warning\n1718 latency_p99 warning\n1750 api_5xx info\n1788 cpu_high warning\n' +
          '1813 disk_full warning\n1864 queue_lag warning\n1869 cert_expiry info\n1901 latency_p99 warning\n' +
          '1933 api_5xx warning\n1953 cpu_high warning\n1958 disk_full info\n1984 disk_full warning\n' +
          '2000 queue_lag warning\n2016 cert_expiry warning\n2042 latency_p99 warning\n2067 api_5xx warning\n' +
          '2086 cpu_high warning\n2099 disk_full warning\n2136 queue_lag info\n2165 cert_expiry warning\n' +
          '2187 latency_p99 warning\n2250 api_5xx warning\n2270 cpu_high info\n2282 disk_full warning\n' +
          '2333 queue_lag warning\n2351 cert_expiry warning\n2386 latency_p99 info\n2407 latency_p99 warning\n' +
          '2424 api_5xx warning\n2447 cpu_high warning\n2486 disk_full warning\n' },
        { tag: 'typical', input: '1\n' + alerts(40, 2, true), output: '1000 disk_full info\n1009 api_5xx info\n1031 cert_expiry info\n1070 disk_full info\n' +
          '1089 latency_p99 warning\n1092 queue_lag info\n1109 cpu_high info\n1118 latency_p99 info\n' +
          '1123 disk_full info\n1154 api_5xx warning\n1189 cert_expiry info\n1217 disk_full info\n' +
          '1257 latency_p99 info\n1257 queue_lag info\n1262 cpu_high warning\n1291 latency_p99 info\n' +
          '1292 disk_full info\n1310 api_5xx info\n1323 cert_expiry info\n1361 disk_full warning\n' +
          '1387 latency_p99 info\n1405 queue_lag info\n1419 cpu_high info\n1433 latency_p99 info\n' +
          '1451 disk_full warning\n1477 api_5xx info\n1515 cert_expiry info\n1528 disk_full info\n' +
          '1546 latency_p99 info\n1547 queue_lag warning\n1576 cpu_high info\n1581 latency_p99 info\n' +
          '1581 disk_full info\n1621 api_5xx info\n1649 cert_expiry warning\n1684 disk_full info\n' +
          '1715 latency_p99 info\n1720 queue_lag info\n1729 cpu_high info\n1746 latency_p99 warning\n' },
        { tag: 'maximum', input: '250\n' + alerts(600, 3, true), output: '1000 disk_full info\n1010 latency_p99 warning\n1078 cpu_high info\n1091 cert_expiry info\n' +
          '1103 cpu_high warning\n1118 api_5xx info\n1133 queue_lag info\n1182 queue_lag warning\n' +
          '1247 cert_expiry warning\n1358 api_5xx warning\n1385 disk_full info\n1398 latency_p99 info\n' +
          '1433 disk_full warning\n1466 cpu_high info\n1506 queue_lag info\n1591 latency_p99 warning\n' +
          '1668 cert_expiry info\n1678 cpu_high warning\n1730 api_5xx info\n1763 queue_lag warning\n' +
          '1820 disk_full info\n1856 latency_p99 info\n1876 latency_p99 warning\n1940 cert_expiry info\n' +
          '1948 cpu_high info\n1961 api_5xx warning\n2037 disk_full warning\n2171 cert_expiry warning\n' +
          '2202 queue_lag info\n2224 api_5xx info\n2244 api_5xx warning\n2262 latency_p99 info\n' +
          '2289 disk_full info\n2338 cpu_high warning\n2472 queue_lag warning\n2534 latency_p99 warning\n' +
          '2570 disk_full info\n2571 cert_expiry info\n2610 cpu_high info\n2636 cpu_high warning\n' +
          '2696 api_5xx info\n2726 disk_full warning\n2804 cert_expiry warning\n2844 queue_lag info\n' +
          '2859 api_5xx warning\n2908 latency_p99 info\n2973 cpu_high info\n3031 queue_lag warning\n' +
          '3099 disk_full info\n3111 latency_p99 warning\n3192 cert_expiry info\n3202 cpu_high warning\n' +
          '3213 api_5xx info\n3357 disk_full info\n3358 cert_expiry warning\n3448 queue_lag info\n' +
          '3453 api_5xx warning\n3546 latency_p99 info\n3582 disk_full warning\n3602 cpu_high info\n' +
          '3639 cert_expiry info\n3674 cert_expiry warning\n3704 api_5xx info\n3726 queue_lag info\n' +
          '3733 latency_p99 warning\n3856 cpu_high warning\n3950 queue_lag warning\n3967 api_5xx info\n' +
          '3970 disk_full info\n4015 latency_p99 warning\n4064 cert_expiry info\n4137 api_5xx warning\n' +
          '4201 queue_lag info\n4234 disk_full warning\n4297 cpu_high info\n4336 cert_expiry warning\n' +
          '4402 api_5xx info\n4428 api_5xx warning\n4452 latency_p99 info\n4488 cpu_high warning\n' +
          '4557 queue_lag warning\n4634 disk_full info\n4665 latency_p99 warning\n4688 cert_expiry info\n' +
          '4757 api_5xx info\n4823 disk_full warning\n4885 cpu_high info\n4892 cert_expiry warning\n' +
          '4939 queue_lag info\n4952 api_5xx warning\n4978 latency_p99 info\n5146 queue_lag warning\n' +
          '5215 disk_full info\n5243 latency_p99 warning\n5316 cpu_high info\n5328 cert_expiry info\n' +
          '5365 cpu_high warning\n5400 api_5xx info\n5410 queue_lag info\n5430 queue_lag warning\n' +
          '5489 disk_full info\n5524 cert_expiry warning\n5617 cpu_high info\n5647 api_5xx warning\n' +
          '5696 latency_p99 info\n5706 disk_full warning\n5778 cert_expiry info\n5798 cert_expiry warning\n' +
          '5863 queue_lag info\n5927 latency_p99 warning\n5976 disk_full info\n6022 cpu_high warning\n' +
          '6088 api_5xx info\n6128 queue_lag warning\n6178 latency_p99 warning\n6214 cert_expiry info\n' +
          '6269 api_5xx warning\n6349 disk_full warning\n6414 cpu_high info\n6418 cert_expiry warning\n' +
          '6441 queue_lag info\n6521 api_5xx warning\n6549 latency_p99 info\n6576 cpu_high warning\n' +
          '6654 queue_lag warning\n6704 disk_full info\n6744 latency_p99 warning\n6770 cert_expiry info\n' +
          '6846 cpu_high warning\n6872 api_5xx info\n6908 disk_full warning\n6998 latency_p99 info\n' +
          '7042 cert_expiry warning\n7126 queue_lag info\n7136 api_5xx warning\n7178 disk_full info\n' +
          '7209 disk_full warning\n7250 cpu_high info\n7343 queue_lag warning\n7419 latency_p99 warning\n' +
          '7467 cert_expiry info\n7504 cpu_high warning\n7524 api_5xx info\n7617 queue_lag warning\n' +
          '7653 disk_full info\n7702 cert_expiry warning\n7789 api_5xx warning\n7880 latency_p99 info\n' +
          '7893 disk_full warning\n7904 cpu_high info\n7995 queue_lag info\n8022 latency_p99 warning\n' +
          '8117 cert_expiry info\n8133 cpu_high warning\n8167 api_5xx info\n8198 queue_lag warning\n' +
          '8247 disk_full info\n8277 latency_p99 warning\n8370 api_5xx warning\n8410 disk_full warning\n' +
          '8495 cert_expiry info\n8496 cpu_high info\n8535 cert_expiry warning\n8572 queue_lag info\n' +
          '8626 api_5xx warning\n8634 latency_p99 info\n8667 disk_full info\n8724 cpu_high warning\n' +
          '8844 queue_lag warning\n8904 latency_p99 warning\n8935 cert_expiry info\n9005 cpu_high warning\n' +
          '9069 api_5xx info\n9106 disk_full warning\n9166 cert_expiry warning\n9250 queue_lag info\n' +
          '9286 api_5xx warning\n9343 latency_p99 info\n9376 disk_full info\n9384 disk_full warning\n' +
          '9428 cpu_high info\n9438 cert_expiry info\n9475 queue_lag warning\n9540 api_5xx info\n' +
          '9600 latency_p99 warning\n9640 cpu_high warning\n9733 queue_lag warning\n9748 disk_full info\n' +
          '9812 cert_expiry warning\n9877 api_5xx warning\n9973 latency_p99 info\n9988 disk_full warning\n' +
          '10003 cpu_high info\n10063 cert_expiry warning\n10096 queue_lag info\n10117 latency_p99 warning\n' +
          '10221 cpu_high warning\n10298 api_5xx info\n10308 queue_lag warning\n10352 disk_full info\n' +
          '10393 latency_p99 warning\n10450 cert_expiry info\n10486 cpu_high info\n10506 api_5xx warning\n' +
          '10578 queue_lag info\n10591 disk_full warning\n10667 cert_expiry warning\n10760 api_5xx info\n' +
          '10801 api_5xx warning\n10832 latency_p99 info\n10854 disk_full info\n10874 cpu_high warning\n' +
          '10919 cert_expiry info\n10968 queue_lag warning\n11102 latency_p99 warning\n11105 disk_full info\n' +
          '11138 cpu_high info\n11164 cpu_high warning\n11201 api_5xx info\n11240 queue_lag info\n' +
          '11266 disk_full warning\n11356 cert_expiry warning\n11434 api_5xx warning\n11459 latency_p99 info\n' +
          '11538 cpu_high info\n11592 queue_lag warning\n' },
        { tag: 'maximum', input: '1000000\n' + alerts(600, 7, true), output: '1000 disk_full info\n1014 cpu_high info\n1015 api_5xx info\n1017 latency_p99 info\n' +
          '1019 queue_lag warning\n1061 cert_expiry info\n1365 disk_full warning\n1677 cpu_high warning\n' +
          '2050 api_5xx warning\n2449 latency_p99 warning\n2578 cert_expiry warning\n' },
      ],
    },
    E: {
      description:
        'The pager provider charges per notification, so management wants a global rate limit regardless of the alert name. ' +
        'Alerts arrive in time order as "t name". An alert is emitted if fewer than K alerts were emitted at times s with t - W < s <= t (the last W seconds, including the current second); otherwise it is dropped. ' +
        'Print the emitted alert lines, unchanged and in input order. ' +
        'At most 700 alert lines.',
      human: {
        input_format: 'The first line holds K and W separated by a space (1 <= K <= 1000, 1 <= W <= 1000000). ' + LINES + ' With no alert lines the output is empty.',
        output_format: 'The emitted alert lines, exactly as given, one per line.',
        examples: { input: '2 60\n0 disk_full\n10 cpu_high\n20 api_5xx\n60 queue_lag\n61 disk_full\n70 api_5xx\n', output: '0 disk_full\n10 cpu_high\n60 queue_lag\n70 api_5xx\n' },
      },
      hints: ['Keep a queue of emission times and drop those with s <= t - W.', 'Dropped alerts do not count towards the limit.'],
      par: 311,
      cases: [
        { tag: 'empty', input: '1 60\n', output: '\n' },
        { tag: 'minimum', input: '1 1\n0 a\n', output: '0 a\n' },
        { tag: 'tricky', input: '2 10\n5 a\n5 b\n5 c\n14 d\n15 e\n15 f\n15 g\n', output: '5 a\n5 b\n15 e\n15 f\n' },
        { tag: 'tricky', input: '1 1\n3 a\n3 b\n4 c\n4 d\n', output: '3 a\n4 c\n' },
        { tag: 'typical', input: '2 30\n' + alerts(15, 3), output: '1000 disk_full\n1010 latency_p99\n1036 disk_full\n1043 latency_p99\n1078 cpu_high\n1091 cert_expiry\n' +
          '1118 api_5xx\n1133 queue_lag\n1171 api_5xx\n1182 queue_lag\n1213 latency_p99\n1229 disk_full\n' },
        { tag: 'typical', input: '5 100\n' + alerts(80, 5), output: '1000 disk_full\n1012 queue_lag\n1046 cert_expiry\n1071 latency_p99\n1082 latency_p99\n1104 api_5xx\n' +
          '1132 cpu_high\n1177 queue_lag\n1180 cert_expiry\n1183 latency_p99\n1211 latency_p99\n1233 api_5xx\n' +
          '1303 disk_full\n1315 queue_lag\n1315 cert_expiry\n1328 latency_p99\n1334 latency_p99\n1408 cert_expiry\n' +
          '1418 latency_p99\n1419 latency_p99\n1434 cpu_high\n1468 disk_full\n1514 latency_p99\n1553 latency_p99\n' +
          '1576 api_5xx\n1593 cpu_high\n1614 disk_full\n1649 disk_full\n1667 queue_lag\n1678 cert_expiry\n' +
          '1718 latency_p99\n1730 latency_p99\n1750 api_5xx\n1788 cpu_high\n1813 disk_full\n1835 disk_full\n' +
          '1864 queue_lag\n1869 cert_expiry\n1901 latency_p99\n1914 latency_p99\n1953 cpu_high\n1984 disk_full\n' +
          '2000 queue_lag\n2016 cert_expiry\n2042 latency_p99\n2067 api_5xx\n2086 cpu_high\n2131 disk_full\n' +
          '2136 queue_lag\n2165 cert_expiry\n2187 latency_p99\n2212 latency_p99\n2250 api_5xx\n2270 cpu_high\n' +
          '2282 disk_full\n2322 disk_full\n2333 queue_lag\n2351 cert_expiry\n2386 latency_p99\n2407 latency_p99\n' +
          '2424 api_5xx\n2447 cpu_high\n2486 disk_full\n' },
        { tag: 'typical', input: '1 20\n' + alerts(40, 2), output: '1000 disk_full\n1031 cert_expiry\n1070 disk_full\n1092 queue_lag\n1118 latency_p99\n1154 api_5xx\n' +
          '1189 cert_expiry\n1217 disk_full\n1257 latency_p99\n1291 latency_p99\n1323 cert_expiry\n1361 disk_full\n' +
          '1387 latency_p99\n1419 cpu_high\n1451 disk_full\n1477 api_5xx\n1515 cert_expiry\n1546 latency_p99\n' +
          '1576 cpu_high\n1621 api_5xx\n1649 cert_expiry\n1684 disk_full\n1715 latency_p99\n1746 latency_p99\n' },
        { tag: 'maximum', input: '4 600\n' + alerts(700, 3), output: '1000 disk_full\n1010 latency_p99\n1036 disk_full\n1043 latency_p99\n1631 latency_p99\n1632 disk_full\n' +
          '1668 cert_expiry\n1678 cpu_high\n2241 queue_lag\n2244 api_5xx\n2289 disk_full\n2326 latency_p99\n' +
          '2844 queue_lag\n2859 api_5xx\n2897 queue_lag\n2939 disk_full\n3448 queue_lag\n3489 api_5xx\n' +
          '3517 disk_full\n3546 latency_p99\n4052 cpu_high\n4108 cert_expiry\n4137 api_5xx\n4165 queue_lag\n' +
          '4665 latency_p99\n4715 cpu_high\n4746 queue_lag\n4795 queue_lag\n5272 disk_full\n5316 cpu_high\n' +
          '5365 cpu_high\n5400 api_5xx\n5891 api_5xx\n5924 queue_lag\n5976 disk_full\n6022 cpu_high\n6521 api_5xx\n' +
          '6536 disk_full\n6576 cpu_high\n6644 cert_expiry\n7126 queue_lag\n7136 api_5xx\n7178 disk_full\n' +
          '7250 cpu_high\n7748 cert_expiry\n7749 cpu_high\n7788 queue_lag\n7854 api_5xx\n8370 api_5xx\n' +
          '8380 queue_lag\n8391 queue_lag\n8470 disk_full\n8976 cert_expiry\n9005 cpu_high\n9034 queue_lag\n' +
          '9075 queue_lag\n9580 disk_full\n9606 disk_full\n9640 cpu_high\n9708 queue_lag\n10196 cert_expiry\n' +
          '10221 cpu_high\n10261 cpu_high\n10308 queue_lag\n10801 api_5xx\n10825 disk_full\n10871 latency_p99\n' +
          '10919 cert_expiry\n11434 api_5xx\n11447 queue_lag\n11474 latency_p99\n11527 cert_expiry\n12034 api_5xx\n' +
          '12050 disk_full\n12078 latency_p99\n12147 cert_expiry\n12645 api_5xx\n12682 queue_lag\n12694 api_5xx\n' +
          '12767 disk_full\n13253 cpu_high\n13295 cpu_high\n13311 queue_lag\n13376 latency_p99\n' },
        { tag: 'maximum', input: '50 100000\n' + alerts(700, 7), output: '1000 disk_full\n1014 cpu_high\n1015 api_5xx\n1017 latency_p99\n1019 queue_lag\n1035 disk_full\n' +
          '1038 cpu_high\n1042 api_5xx\n1061 cert_expiry\n1068 queue_lag\n1077 disk_full\n1087 cpu_high\n' +
          '1112 latency_p99\n1125 cert_expiry\n1140 queue_lag\n1171 disk_full\n1191 api_5xx\n1199 latency_p99\n' +
          '1224 cert_expiry\n1224 queue_lag\n1254 cpu_high\n1287 api_5xx\n1296 latency_p99\n1336 cert_expiry\n' +
          '1365 disk_full\n1371 cpu_high\n1394 api_5xx\n1407 latency_p99\n1424 queue_lag\n1459 disk_full\n' +
          '1470 cpu_high\n1486 api_5xx\n1506 cert_expiry\n1518 queue_lag\n1521 disk_full\n1529 cpu_high\n' +
          '1541 latency_p99\n1545 cert_expiry\n1555 queue_lag\n1570 disk_full\n1604 api_5xx\n1630 latency_p99\n' +
          '1662 cert_expiry\n1673 queue_lag\n1677 cpu_high\n1714 api_5xx\n1716 latency_p99\n1753 cert_expiry\n' +
          '1783 disk_full\n1820 cpu_high\n' },
      ],
    },
  },
};
