import type { HoleSpec } from '../../../schema';

const MESSAGES = ['disk full', 'timeout, retrying', 'said "hello"', 'line one\nline two', '', 'a,b,"c"\nd', 'ok', '""', ',', 'multi\n\nblank'];
const SERVICES = ['api', 'auth', 'billing, legacy', 'search "beta"'];
const quote = (s: string): string => (/[",\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s);
const cell = (s: string, i: number): string => (i % 5 === 3 ? '"' + s.replace(/"/g, '""') + '"' : quote(s));
const HEADER = 'id,service,message,minutes\n';
const doc = (n: number, k: number, ragged = false): string =>
  HEADER +
  Array.from({ length: n }, (_, i) => {
    const f = [String(1000 + i), SERVICES[(i * k) % 4], MESSAGES[(i * i + k * i) % 10], String(((i * i * k + 7 * i) % 401) - 100)].map((s, j) => cell(s, i + j));
    if (ragged && i % 17 === 5) f.pop();
    if (ragged && i % 23 === 9) f.push('extra');
    return f.join(',') + '\n';
  }).join('');
const FORMAT =
  'A CSV document with LF line endings: a header record, then data records. A field is either unquoted (containing no comma, double quote or line break) or enclosed in double quotes, in which case it may contain commas and line breaks, and a double quote inside it is written as two double quotes. Every record, including the last, ends with a line break; there are no blank lines outside quoted fields. The document is at most 15000 characters.';

export const hole: HoleSpec = {
  id: 98,
  title: 'The CSV That Fought Back',
  category: 'data_wrangling',
  difficulty: 8,
  variations: {
    A: {
      description:
        'The incident export is "just a CSV", except that the message column contains commas, quotes and multi-line stack traces. ' +
        'Someone ran wc -l on it and reported the wrong number of incidents in the status meeting. ' +
        'Parse the document properly and print the number of data records (not counting the header). ' +
        'The document is at most 15000 characters long.',
      human: {
        input_format: FORMAT + ' The smallest document is a header alone, giving 0.',
        output_format: 'One integer: the number of data records.',
        examples: { input: 'id,message\n1,"disk, full"\n2,"trace:\nline 2"\n', output: '2\n' },
      },
      hints: ['Walk the text character by character, tracking whether you are inside quotes.', 'A line break only ends a record when it is outside quotes.'],
      par: 89,
      cases: [
        { tag: 'empty', input: 'id,message\n', output: '0\n' },
        { tag: 'minimum', input: 'a\n1\n', output: '1\n' },
        { tag: 'tricky', input: 'a,b\n"x\ny\nz",1\n"""quoted""\n",2\n', output: '2\n' },
        { tag: 'tricky', input: 'a,b\n"",""\n",",","\n', output: '2\n' },
        { tag: 'typical', input: doc(6, 3), output: '6\n' },
        { tag: 'typical', input: doc(40, 5), output: '40\n' },
        { tag: 'typical', input: doc(111, 2), output: '111\n' },
        { tag: 'maximum', input: doc(300, 3), output: '300\n' },
      ],
    },
    B: {
      description:
        'The incident export is a CSV whose message column contains commas, quotes and multi-line stack traces, and finance wants a column total. ' +
        'The first input line names a column; the CSV document follows. ' +
        'Parse the document properly and print the sum of the named column over all data records (its values are integers, possibly negative, possibly quoted). ' +
        'The document is at most 15000 characters long.',
      human: {
        input_format: 'The first line holds the column name (it appears exactly once in the header, unquoted in this line). Then ' + FORMAT + ' With no data records, print 0.',
        output_format: 'One integer: the sum of that column.',
        examples: { input: 'minutes\nid,message,minutes\n1,"disk, full",30\n2,"trace:\nline 2","-5"\n', output: '25\n' },
      },
      hints: ['Find the column index in the parsed header (header fields may be quoted too).', 'Naively splitting lines on commas shifts the columns.'],
      par: 180,
      cases: [
        { tag: 'empty', input: 'minutes\nid,minutes\n', output: '0\n' },
        { tag: 'minimum', input: 'a\na\n7\n', output: '7\n' },
        { tag: 'tricky', input: 'n\n"x,n",n\n"1,2",3\n"4\n5",-6\n', output: '-3\n' },
        { tag: 'tricky', input: 'minutes\n"minutes","id"\n"10",1\n"-10",2\n0,3\n', output: '0\n' },
        { tag: 'typical', input: 'minutes\n' + doc(6, 3), output: '-330\n' },
        { tag: 'typical', input: 'id\n' + doc(40, 5), output: '40780\n' },
        { tag: 'typical', input: 'minutes\n' + doc(111, 2), output: '11211\n' },
        { tag: 'maximum', input: 'minutes\n' + doc(300, 3), output: '30272\n' },
      ],
    },
    C: {
      description:
        'The incident export is a CSV whose message column contains commas, quotes and multi-line stack traces, and your log viewer only understands one record per line. ' +
        'Parse the document and print every record, header included, as its field values joined by |, with quotes removed ("" becomes ") and every line break inside a value written as the two characters \\n. ' +
        'Fields never contain | or backslashes. ' +
        'The document is at most 15000 characters long.',
      human: {
        input_format: FORMAT,
        output_format: 'One line per record (header first): the unquoted field values separated by |, line breaks inside values shown as \\n.',
        examples: { input: 'id,message\n1,"disk, full"\n2,"say ""hi""\nbye"\n', output: 'id|message\n1|disk, full\n2|say "hi"\\nbye\n' },
      },
      hints: ['Empty fields stay empty: a,,b becomes a||b.', 'A quoted empty field "" is just an empty value.'],
      par: 131,
      cases: [
        { tag: 'empty', input: 'id,message\n', output: 'id|message\n' },
        { tag: 'minimum', input: 'a\n', output: 'a\n' },
        { tag: 'tricky', input: 'a,b\n"x\ny\nz",1\n"""quoted""\n",2\n', output: 'a|b\nx\\ny\\nz|1\n"quoted"\\n|2\n' },
        { tag: 'tricky', input: 'a,b,c\n"",,""\n",","""",""""""\n', output: 'a|b|c\n||\n,|"|""\n' },
        { tag: 'typical', input: doc(6, 3), output: 'id|service|message|minutes\n1000|api|disk full|-100\n1001|search "beta"||-90\n' +
          '1002|billing, legacy|disk full|-74\n1003|auth|,|-52\n1004|api|,|-24\n1005|search "beta"|disk full|10\n' },
        { tag: 'typical', input: doc(40, 5), output: 'id|service|message|minutes\n1000|api|disk full|-100\n1001|auth|ok|-88\n1002|billing, legacy||-66\n' +
          '1003|search "beta"||-34\n1004|api|ok|8\n1005|auth|disk full|60\n1006|billing, legacy|ok|122\n' +
          '1007|search "beta"||194\n1008|api||276\n1009|auth|ok|-33\n1010|billing, legacy|disk full|69\n' +
          '1011|search "beta"|ok|181\n1012|api||-98\n1013|auth||34\n1014|billing, legacy|ok|176\n' +
          '1015|search "beta"|disk full|-73\n1016|api|ok|89\n1017|auth||261\n1018|billing, legacy||42\n' +
          '1019|search "beta"|ok|234\n1020|api|disk full|35\n1021|auth|ok|247\n1022|billing, legacy||68\n' +
          '1023|search "beta"||300\n1024|api|ok|141\n1025|auth|disk full|-8\n1026|billing, legacy|ok|254\n' +
          '1027|search "beta"||125\n1028|api||6\n1029|auth|ok|298\n1030|billing, legacy|disk full|199\n' +
          '1031|search "beta"|ok|110\n1032|api||31\n1033|auth||-38\n1034|billing, legacy|ok|-97\n' +
          '1035|search "beta"|disk full|255\n1036|api|ok|216\n1037|auth||187\n1038|billing, legacy||168\n' +
          '1039|search "beta"|ok|159\n' },
        { tag: 'typical', input: doc(90, 2), output: 'id|service|message|minutes\n1000|api|disk full|-100\n1001|billing, legacy|line one\\nline two|-91\n' +
          '1002|api|,|-78\n1003|billing, legacy|a,b,"c"\\nd|-61\n1004|api||-40\n' +
          '1005|billing, legacy|a,b,"c"\\nd|-15\n1006|api|,|14\n1007|billing, legacy|line one\\nline two|47\n' +
          '1008|api|disk full|84\n1009|billing, legacy|multi\\n\\nblank|125\n1010|api|disk full|170\n' +
          '1011|billing, legacy|line one\\nline two|219\n1012|api|,|272\n1013|billing, legacy|a,b,"c"\\nd|-72\n' +
          '1014|api||-11\n1015|billing, legacy|a,b,"c"\\nd|54\n1016|api|,|123\n' +
          '1017|billing, legacy|line one\\nline two|196\n1018|api|disk full|273\n' +
          '1019|billing, legacy|multi\\n\\nblank|-47\n1020|api|disk full|38\n' +
          '1021|billing, legacy|line one\\nline two|127\n1022|api|,|220\n1023|billing, legacy|a,b,"c"\\nd|-84\n' +
          '1024|api||17\n1025|billing, legacy|a,b,"c"\\nd|122\n1026|api|,|231\n' +
          '1027|billing, legacy|line one\\nline two|-57\n1028|api|disk full|60\n' +
          '1029|billing, legacy|multi\\n\\nblank|181\n1030|api|disk full|-95\n' +
          '1031|billing, legacy|line one\\nline two|34\n1032|api|,|167\n1033|billing, legacy|a,b,"c"\\nd|-97\n' +
          '1034|api||44\n1035|billing, legacy|a,b,"c"\\nd|189\n1036|api|,|-63\n' +
          '1037|billing, legacy|line one\\nline two|90\n1038|api|disk full|247\n' +
          '1039|billing, legacy|multi\\n\\nblank|7\n1040|api|disk full|172\n' +
          '1041|billing, legacy|line one\\nline two|-60\n1042|api|,|113\n1043|billing, legacy|a,b,"c"\\nd|290\n' +
          '1044|api||70\n1045|billing, legacy|a,b,"c"\\nd|255\n1046|api|,|43\n' +
          '1047|billing, legacy|line one\\nline two|236\n1048|api|disk full|32\n' +
          '1049|billing, legacy|multi\\n\\nblank|233\n1050|api|disk full|37\n' +
          '1051|billing, legacy|line one\\nline two|246\n1052|api|,|58\n1053|billing, legacy|a,b,"c"\\nd|275\n' +
          '1054|api||95\n1055|billing, legacy|a,b,"c"\\nd|-81\n1056|api|,|148\n' +
          '1057|billing, legacy|line one\\nline two|-20\n1058|api|disk full|217\n' +
          '1059|billing, legacy|multi\\n\\nblank|57\n1060|api|disk full|-99\n' +
          '1061|billing, legacy|line one\\nline two|150\n1062|api|,|2\n1063|billing, legacy|a,b,"c"\\nd|259\n' +
          '1064|api||119\n1065|billing, legacy|a,b,"c"\\nd|-17\n1066|api|,|252\n' +
          '1067|billing, legacy|line one\\nline two|124\n1068|api|disk full|0\n' +
          '1069|billing, legacy|multi\\n\\nblank|281\n1070|api|disk full|165\n' +
          '1071|billing, legacy|line one\\nline two|53\n1072|api|,|-55\n1073|billing, legacy|a,b,"c"\\nd|242\n' +
          '1074|api||142\n1075|billing, legacy|a,b,"c"\\nd|46\n1076|api|,|-46\n' +
          '1077|billing, legacy|line one\\nline two|267\n1078|api|disk full|183\n' +
          '1079|billing, legacy|multi\\n\\nblank|103\n1080|api|disk full|27\n' +
          '1081|billing, legacy|line one\\nline two|-45\n1082|api|,|288\n1083|billing, legacy|a,b,"c"\\nd|224\n' +
          '1084|api||164\n1085|billing, legacy|a,b,"c"\\nd|108\n1086|api|,|56\n' +
          '1087|billing, legacy|line one\\nline two|8\n1088|api|disk full|-36\n' +
          '1089|billing, legacy|multi\\n\\nblank|-76\n' },
        { tag: 'maximum', input: doc(300, 3), output: 'id|service|message|minutes\n1000|api|disk full|-100\n1001|search "beta"||-90\n' +
          '1002|billing, legacy|disk full|-74\n1003|auth|,|-52\n1004|api|,|-24\n1005|search "beta"|disk full|10\n' +
          '1006|billing, legacy||50\n1007|auth|disk full|96\n1008|api|,|148\n1009|search "beta"|,|206\n' +
          '1010|billing, legacy|disk full|270\n1011|auth||-61\n1012|api|disk full|15\n1013|search "beta"|,|97\n' +
          '1014|billing, legacy|,|185\n1015|auth|disk full|279\n1016|api||-22\n1017|search "beta"|disk full|84\n' +
          '1018|billing, legacy|,|196\n1019|auth|,|-87\n1020|api|disk full|37\n1021|search "beta"||167\n' +
          '1022|billing, legacy|disk full|-98\n1023|auth|,|44\n1024|api|,|192\n1025|search "beta"|disk full|-55\n' +
          '1026|billing, legacy||105\n1027|auth|disk full|271\n1028|api|,|42\n1029|search "beta"|,|220\n' +
          '1030|billing, legacy|disk full|3\n1031|auth||193\n1032|api|disk full|-12\n1033|search "beta"|,|190\n' +
          '1034|billing, legacy|,|-3\n1035|auth|disk full|211\n1036|api||30\n1037|search "beta"|disk full|256\n' +
          '1038|billing, legacy|,|87\n1039|auth|,|-76\n1040|api|disk full|168\n1041|search "beta"||17\n' +
          '1042|billing, legacy|disk full|273\n1043|auth|,|134\n1044|api|,|1\n1045|search "beta"|disk full|275\n' +
          '1046|billing, legacy||154\n1047|auth|disk full|39\n1048|api|,|-70\n1049|search "beta"|,|228\n' +
          '1050|billing, legacy|disk full|131\n1051|auth||40\n1052|api|disk full|-45\n1053|search "beta"|,|277\n' +
          '1054|billing, legacy|,|204\n1055|auth|disk full|137\n1056|api||76\n1057|search "beta"|disk full|21\n' +
          '1058|billing, legacy|,|-28\n1059|auth|,|-71\n1060|api|disk full|293\n1061|search "beta"||262\n' +
          '1062|billing, legacy|disk full|237\n1063|auth|,|218\n1064|api|,|205\n1065|search "beta"|disk full|198\n' +
          '1066|billing, legacy||197\n1067|auth|disk full|202\n1068|api|,|213\n1069|search "beta"|,|230\n' +
          '1070|billing, legacy|disk full|253\n1071|auth||282\n1072|api|disk full|-84\n1073|search "beta"|,|-43\n' +
          '1074|billing, legacy|,|4\n1075|auth|disk full|57\n1076|api||116\n1077|search "beta"|disk full|181\n' +
          '1078|billing, legacy|,|252\n1079|auth|,|-72\n1080|api|disk full|11\n1081|search "beta"||100\n' +
          '1082|billing, legacy|disk full|195\n1083|auth|,|296\n1084|api|,|2\n1085|search "beta"|disk full|115\n' +
          '1086|billing, legacy||234\n1087|auth|disk full|-42\n1088|api|,|89\n1089|search "beta"|,|226\n' +
          '1090|billing, legacy|disk full|-32\n1091|auth||117\n1092|api|disk full|272\n1093|search "beta"|,|32\n' +
          '1094|billing, legacy|,|199\n1095|auth|disk full|-29\n1096|api||150\n1097|search "beta"|disk full|-66\n' +
          '1098|billing, legacy|,|125\n1099|auth|,|-79\n1100|api|disk full|124\n1101|search "beta"||-68\n' +
          '1102|billing, legacy|disk full|147\n1103|auth|,|-33\n1104|api|,|194\n1105|search "beta"|disk full|26\n' +
          '1106|billing, legacy||265\n1107|auth|disk full|109\n1108|api|,|-41\n1109|search "beta"|,|216\n' +
          '1110|billing, legacy|disk full|78\n1111|auth||-54\n1112|api|disk full|221\n1113|search "beta"|,|101\n' +
          '1114|billing, legacy|,|-13\n1115|auth|disk full|280\n1116|api||178\n1117|search "beta"|disk full|82\n' +
          '1118|billing, legacy|,|-8\n1119|auth|,|-92\n1120|api|disk full|231\n1121|search "beta"||159\n' +
          '1122|billing, legacy|disk full|93\n1123|auth|,|33\n1124|api|,|-21\n1125|search "beta"|disk full|-69\n' +
          '1126|billing, legacy||290\n1127|auth|disk full|254\n1128|api|,|224\n1129|search "beta"|,|200\n' +
          '1130|billing, legacy|disk full|182\n1131|auth||170\n1132|api|disk full|164\n1133|search "beta"|,|164\n' +
          '1134|billing, legacy|,|170\n1135|auth|disk full|182\n1136|api||200\n1137|search "beta"|disk full|224\n' +
          '1138|billing, legacy|,|254\n1139|auth|,|290\n1140|api|disk full|-69\n1141|search "beta"||-21\n' +
          '1142|billing, legacy|disk full|33\n1143|auth|,|93\n1144|api|,|159\n1145|search "beta"|disk full|231\n' +
          '1146|billing, legacy||-92\n1147|auth|disk full|-8\n1148|api|,|82\n1149|search "beta"|,|178\n' +
          '1150|billing, legacy|disk full|280\n1151|auth||-13\n1152|api|disk full|101\n1153|search "beta"|,|221\n' +
          '1154|billing, legacy|,|-54\n1155|auth|disk full|78\n1156|api||216\n1157|search "beta"|disk full|-41\n' +
          '1158|billing, legacy|,|109\n1159|auth|,|265\n1160|api|disk full|26\n1161|search "beta"||194\n' +
          '1162|billing, legacy|disk full|-33\n1163|auth|,|147\n1164|api|,|-68\n1165|search "beta"|disk full|124\n' +
          '1166|billing, legacy||-79\n1167|auth|disk full|125\n1168|api|,|-66\n1169|search "beta"|,|150\n' +
          '1170|billing, legacy|disk full|-29\n1171|auth||199\n1172|api|disk full|32\n1173|search "beta"|,|272\n' +
          '1174|billing, legacy|,|117\n1175|auth|disk full|-32\n1176|api||226\n1177|search "beta"|disk full|89\n' +
          '1178|billing, legacy|,|-42\n1179|auth|,|234\n1180|api|disk full|115\n1181|search "beta"||2\n' +
          '1182|billing, legacy|disk full|296\n1183|auth|,|195\n1184|api|,|100\n1185|search "beta"|disk full|11\n' +
          '1186|billing, legacy||-72\n1187|auth|disk full|252\n1188|api|,|181\n1189|search "beta"|,|116\n' +
          '1190|billing, legacy|disk full|57\n1191|auth||4\n1192|api|disk full|-43\n1193|search "beta"|,|-84\n' +
          '1194|billing, legacy|,|282\n1195|auth|disk full|253\n1196|api||230\n1197|search "beta"|disk full|213\n' +
          '1198|billing, legacy|,|202\n1199|auth|,|197\n1200|api|disk full|198\n1201|search "beta"||205\n' +
          '1202|billing, legacy|disk full|218\n1203|auth|,|237\n1204|api|,|262\n1205|search "beta"|disk full|293\n' +
          '1206|billing, legacy||-71\n1207|auth|disk full|-28\n1208|api|,|21\n1209|search "beta"|,|76\n' +
          '1210|billing, legacy|disk full|137\n1211|auth||204\n1212|api|disk full|277\n1213|search "beta"|,|-45\n' +
          '1214|billing, legacy|,|40\n1215|auth|disk full|131\n1216|api||228\n1217|search "beta"|disk full|-70\n' +
          '1218|billing, legacy|,|39\n1219|auth|,|154\n1220|api|disk full|275\n1221|search "beta"||1\n' +
          '1222|billing, legacy|disk full|134\n1223|auth|,|273\n1224|api|,|17\n1225|search "beta"|disk full|168\n' +
          '1226|billing, legacy||-76\n1227|auth|disk full|87\n1228|api|,|256\n1229|search "beta"|,|30\n' +
          '1230|billing, legacy|disk full|211\n1231|auth||-3\n1232|api|disk full|190\n1233|search "beta"|,|-12\n' +
          '1234|billing, legacy|,|193\n1235|auth|disk full|3\n1236|api||220\n1237|search "beta"|disk full|42\n' +
          '1238|billing, legacy|,|271\n1239|auth|,|105\n1240|api|disk full|-55\n1241|search "beta"||192\n' +
          '1242|billing, legacy|disk full|44\n1243|auth|,|-98\n1244|api|,|167\n1245|search "beta"|disk full|37\n' +
          '1246|billing, legacy||-87\n1247|auth|disk full|196\n1248|api|,|84\n1249|search "beta"|,|-22\n' +
          '1250|billing, legacy|disk full|279\n1251|auth||185\n1252|api|disk full|97\n1253|search "beta"|,|15\n' +
          '1254|billing, legacy|,|-61\n1255|auth|disk full|270\n1256|api||206\n1257|search "beta"|disk full|148\n' +
          '1258|billing, legacy|,|96\n1259|auth|,|50\n1260|api|disk full|10\n1261|search "beta"||-24\n' +
          '1262|billing, legacy|disk full|-52\n1263|auth|,|-74\n1264|api|,|-90\n1265|search "beta"|disk full|-100\n' +
          '1266|billing, legacy||297\n1267|auth|disk full|299\n1268|api|,|-94\n1269|search "beta"|,|-80\n' +
          '1270|billing, legacy|disk full|-60\n1271|auth||-34\n1272|api|disk full|-2\n1273|search "beta"|,|36\n' +
          '1274|billing, legacy|,|80\n1275|auth|disk full|130\n1276|api||186\n1277|search "beta"|disk full|248\n' +
          '1278|billing, legacy|,|-85\n1279|auth|,|-11\n1280|api|disk full|69\n1281|search "beta"||155\n' +
          '1282|billing, legacy|disk full|247\n1283|auth|,|-56\n1284|api|,|48\n1285|search "beta"|disk full|158\n' +
          '1286|billing, legacy||274\n1287|auth|disk full|-5\n1288|api|,|123\n1289|search "beta"|,|257\n' +
          '1290|billing, legacy|disk full|-4\n1291|auth||142\n1292|api|disk full|294\n1293|search "beta"|,|51\n' +
          '1294|billing, legacy|,|215\n1295|auth|disk full|-16\n1296|api||160\n1297|search "beta"|disk full|-59\n' +
          '1298|billing, legacy|,|129\n1299|auth|,|-78\n' },
      ],
    },
    D: {
      description:
        'The incident export is a CSV whose message column contains commas, quotes and multi-line stack traces, and some rows were mangled by a hand edit. ' +
        'Parse the document properly and find the data records whose number of fields differs from the header\'s. ' +
        'Print their record numbers (1 for the first record after the header) in increasing order on one line separated by spaces, or ok if every record is well-formed. ' +
        'The document is at most 15000 characters long.',
      human: {
        input_format: FORMAT + ' With no data records, print ok.',
        output_format: 'One line: the record numbers separated by single spaces, or ok.',
        examples: { input: 'id,message,minutes\n1,"disk, full",30\n2,"trace:\nline 2"\n3,a,b,c\n', output: '2 3\n' },
      },
      hints: ['Record numbers count records, not lines: a multi-line field does not advance the count.'],
      par: 183,
      cases: [
        { tag: 'empty', input: 'id,message\n', output: 'ok\n' },
        { tag: 'minimum', input: 'a\n1\n', output: 'ok\n' },
        { tag: 'tricky', input: 'a,b\n"1,2"\n"x\n,y",z\n3,4,\n', output: '1 3\n' },
        { tag: 'tricky', input: 'a,b\n,\n"",""\n', output: 'ok\n' },
        { tag: 'typical', input: doc(6, 3, true), output: '6\n' },
        { tag: 'typical', input: doc(40, 5, true), output: '6 10 23 33 40\n' },
        { tag: 'typical', input: doc(111, 2), output: 'ok\n' },
        { tag: 'maximum', input: doc(300, 3, true), output: '6 10 23 33 40 56 57 74 79 91 102 108 142 148 159 171 176 193 194 210 217 227 240 244 261 263 278 286 295\n' },
      ],
    },
    E: {
      description:
        'The incident export is a CSV whose message column contains commas, quotes and multi-line stack traces, and the dashboard team wants fewer columns in a different order. ' +
        'The first input line lists the wanted column names separated by commas; the CSV document follows. ' +
        'Print a new CSV (header first) containing just those columns in that order, quoting a field if and only if it contains a comma, a double quote or a line break, and doubling the double quotes inside quoted fields. ' +
        'The document is at most 15000 characters long.',
      human: {
        input_format: 'The first line lists 1 to 4 distinct column names separated by commas (each appears exactly once in the header). Then ' + FORMAT + ' All records have as many fields as the header.',
        output_format: 'The new CSV document, one record per output record, each ending with a line break; minimal quoting as described.',
        examples: { input: 'message,id\nid,message\n1,"disk, full"\n"2","ok"\n', output: 'message,id\n"disk, full",1\nok,2\n' },
      },
      hints: ['Parse fully, then re-quote: fields quoted in the input may not need quotes in the output, and vice versa for the header.'],
      par: 315,
      cases: [
        { tag: 'empty', input: 'id\nid,message\n', output: 'id\n' },
        { tag: 'minimum', input: 'a\na\n1\n', output: 'a\n1\n' },
        { tag: 'tricky', input: 'b,a\n"a","b"\n"x\ny","say ""hi"""\n"",","\n', output: 'b,a\n"say ""hi""","x\ny"\n",",\n' },
        { tag: 'tricky', input: 'c\na,b,c\n1,2,""\n1,2,""""\n', output: 'c\n\n""""\n' },
        { tag: 'typical', input: 'message,id\n' + doc(6, 3), output: 'message,id\ndisk full,1000\n,1001\ndisk full,1002\n",",1003\n",",1004\ndisk full,1005\n' },
        { tag: 'typical', input: 'minutes,service\n' + doc(40, 5), output: 'minutes,service\n-100,api\n-88,auth\n-66,"billing, legacy"\n-34,"search ""beta"""\n8,api\n60,auth\n' +
          '122,"billing, legacy"\n194,"search ""beta"""\n276,api\n-33,auth\n69,"billing, legacy"\n' +
          '181,"search ""beta"""\n-98,api\n34,auth\n176,"billing, legacy"\n-73,"search ""beta"""\n89,api\n261,auth\n' +
          '42,"billing, legacy"\n234,"search ""beta"""\n35,api\n247,auth\n68,"billing, legacy"\n' +
          '300,"search ""beta"""\n141,api\n-8,auth\n254,"billing, legacy"\n125,"search ""beta"""\n6,api\n298,auth\n' +
          '199,"billing, legacy"\n110,"search ""beta"""\n31,api\n-38,auth\n-97,"billing, legacy"\n' +
          '255,"search ""beta"""\n216,api\n187,auth\n168,"billing, legacy"\n159,"search ""beta"""\n' },
        { tag: 'typical', input: 'service,message,minutes,id\n' + doc(80, 2), output: 'service,message,minutes,id\napi,disk full,-100,1000\n"billing, legacy","line one\nline two",-91,1001\n' +
          'api,",",-78,1002\n"billing, legacy","a,b,""c""\nd",-61,1003\napi,,-40,1004\n' +
          '"billing, legacy","a,b,""c""\nd",-15,1005\napi,",",14,1006\n"billing, legacy","line one\n' +
          'line two",47,1007\napi,disk full,84,1008\n"billing, legacy","multi\n\nblank",125,1009\n' +
          'api,disk full,170,1010\n"billing, legacy","line one\nline two",219,1011\napi,",",272,1012\n' +
          '"billing, legacy","a,b,""c""\nd",-72,1013\napi,,-11,1014\n"billing, legacy","a,b,""c""\nd",54,1015\n' +
          'api,",",123,1016\n"billing, legacy","line one\nline two",196,1017\napi,disk full,273,1018\n' +
          '"billing, legacy","multi\n\nblank",-47,1019\napi,disk full,38,1020\n"billing, legacy","line one\n' +
          'line two",127,1021\napi,",",220,1022\n"billing, legacy","a,b,""c""\nd",-84,1023\napi,,17,1024\n' +
          '"billing, legacy","a,b,""c""\nd",122,1025\napi,",",231,1026\n"billing, legacy","line one\n' +
          'line two",-57,1027\napi,disk full,60,1028\n"billing, legacy","multi\n\nblank",181,1029\n' +
          'api,disk full,-95,1030\n"billing, legacy","line one\nline two",34,1031\napi,",",167,1032\n' +
          '"billing, legacy","a,b,""c""\nd",-97,1033\napi,,44,1034\n"billing, legacy","a,b,""c""\nd",189,1035\n' +
          'api,",",-63,1036\n"billing, legacy","line one\nline two",90,1037\napi,disk full,247,1038\n' +
          '"billing, legacy","multi\n\nblank",7,1039\napi,disk full,172,1040\n"billing, legacy","line one\n' +
          'line two",-60,1041\napi,",",113,1042\n"billing, legacy","a,b,""c""\nd",290,1043\napi,,70,1044\n' +
          '"billing, legacy","a,b,""c""\nd",255,1045\napi,",",43,1046\n"billing, legacy","line one\n' +
          'line two",236,1047\napi,disk full,32,1048\n"billing, legacy","multi\n\nblank",233,1049\n' +
          'api,disk full,37,1050\n"billing, legacy","line one\nline two",246,1051\napi,",",58,1052\n' +
          '"billing, legacy","a,b,""c""\nd",275,1053\napi,,95,1054\n"billing, legacy","a,b,""c""\nd",-81,1055\n' +
          'api,",",148,1056\n"billing, legacy","line one\nline two",-20,1057\napi,disk full,217,1058\n' +
          '"billing, legacy","multi\n\nblank",57,1059\napi,disk full,-99,1060\n"billing, legacy","line one\n' +
          'line two",150,1061\napi,",",2,1062\n"billing, legacy","a,b,""c""\nd",259,1063\napi,,119,1064\n' +
          '"billing, legacy","a,b,""c""\nd",-17,1065\napi,",",252,1066\n"billing, legacy","line one\n' +
          'line two",124,1067\napi,disk full,0,1068\n"billing, legacy","multi\n\nblank",281,1069\n' +
          'api,disk full,165,1070\n"billing, legacy","line one\nline two",53,1071\napi,",",-55,1072\n' +
          '"billing, legacy","a,b,""c""\nd",242,1073\napi,,142,1074\n"billing, legacy","a,b,""c""\nd",46,1075\n' +
          'api,",",-46,1076\n"billing, legacy","line one\nline two",267,1077\napi,disk full,183,1078\n' +
          '"billing, legacy","multi\n\nblank",103,1079\n' },
        { tag: 'maximum', input: 'message,service\n' + doc(300, 3), output: 'message,service\ndisk full,api\n,"search ""beta"""\ndisk full,"billing, legacy"\n",",auth\n",",api\n' +
          'disk full,"search ""beta"""\n,"billing, legacy"\ndisk full,auth\n",",api\n",","search ""beta"""\n' +
          'disk full,"billing, legacy"\n,auth\ndisk full,api\n",","search ""beta"""\n",","billing, legacy"\n' +
          'disk full,auth\n,api\ndisk full,"search ""beta"""\n",","billing, legacy"\n",",auth\ndisk full,api\n' +
          ',"search ""beta"""\ndisk full,"billing, legacy"\n",",auth\n",",api\ndisk full,"search ""beta"""\n' +
          ',"billing, legacy"\ndisk full,auth\n",",api\n",","search ""beta"""\ndisk full,"billing, legacy"\n,auth\n' +
          'disk full,api\n",","search ""beta"""\n",","billing, legacy"\ndisk full,auth\n,api\n' +
          'disk full,"search ""beta"""\n",","billing, legacy"\n",",auth\ndisk full,api\n,"search ""beta"""\n' +
          'disk full,"billing, legacy"\n",",auth\n",",api\ndisk full,"search ""beta"""\n,"billing, legacy"\n' +
          'disk full,auth\n",",api\n",","search ""beta"""\ndisk full,"billing, legacy"\n,auth\ndisk full,api\n' +
          '",","search ""beta"""\n",","billing, legacy"\ndisk full,auth\n,api\ndisk full,"search ""beta"""\n' +
          '",","billing, legacy"\n",",auth\ndisk full,api\n,"search ""beta"""\ndisk full,"billing, legacy"\n' +
          '",",auth\n",",api\ndisk full,"search ""beta"""\n,"billing, legacy"\ndisk full,auth\n",",api\n' +
          '",","search ""beta"""\ndisk full,"billing, legacy"\n,auth\ndisk full,api\n",","search ""beta"""\n' +
          '",","billing, legacy"\ndisk full,auth\n,api\ndisk full,"search ""beta"""\n",","billing, legacy"\n' +
          '",",auth\ndisk full,api\n,"search ""beta"""\ndisk full,"billing, legacy"\n",",auth\n",",api\n' +
          'disk full,"search ""beta"""\n,"billing, legacy"\ndisk full,auth\n",",api\n",","search ""beta"""\n' +
          'disk full,"billing, legacy"\n,auth\ndisk full,api\n",","search ""beta"""\n",","billing, legacy"\n' +
          'disk full,auth\n,api\ndisk full,"search ""beta"""\n",","billing, legacy"\n",",auth\ndisk full,api\n' +
          ',"search ""beta"""\ndisk full,"billing, legacy"\n",",auth\n",",api\ndisk full,"search ""beta"""\n' +
          ',"billing, legacy"\ndisk full,auth\n",",api\n",","search ""beta"""\ndisk full,"billing, legacy"\n,auth\n' +
          'disk full,api\n",","search ""beta"""\n",","billing, legacy"\ndisk full,auth\n,api\n' +
          'disk full,"search ""beta"""\n",","billing, legacy"\n",",auth\ndisk full,api\n,"search ""beta"""\n' +
          'disk full,"billing, legacy"\n",",auth\n",",api\ndisk full,"search ""beta"""\n,"billing, legacy"\n' +
          'disk full,auth\n",",api\n",","search ""beta"""\ndisk full,"billing, legacy"\n,auth\ndisk full,api\n' +
          '",","search ""beta"""\n",","billing, legacy"\ndisk full,auth\n,api\ndisk full,"search ""beta"""\n' +
          '",","billing, legacy"\n",",auth\ndisk full,api\n,"search ""beta"""\ndisk full,"billing, legacy"\n' +
          '",",auth\n",",api\ndisk full,"search ""beta"""\n,"billing, legacy"\ndisk full,auth\n",",api\n' +
          '",","search ""beta"""\ndisk full,"billing, legacy"\n,auth\ndisk full,api\n",","search ""beta"""\n' +
          '",","billing, legacy"\ndisk full,auth\n,api\ndisk full,"search ""beta"""\n",","billing, legacy"\n' +
          '",",auth\ndisk full,api\n,"search ""beta"""\ndisk full,"billing, legacy"\n",",auth\n",",api\n' +
          'disk full,"search ""beta"""\n,"billing, legacy"\ndisk full,auth\n",",api\n",","search ""beta"""\n' +
          'disk full,"billing, legacy"\n,auth\ndisk full,api\n",","search ""beta"""\n",","billing, legacy"\n' +
          'disk full,auth\n,api\ndisk full,"search ""beta"""\n",","billing, legacy"\n",",auth\ndisk full,api\n' +
          ',"search ""beta"""\ndisk full,"billing, legacy"\n",",auth\n",",api\ndisk full,"search ""beta"""\n' +
          ',"billing, legacy"\ndisk full,auth\n",",api\n",","search ""beta"""\ndisk full,"billing, legacy"\n,auth\n' +
          'disk full,api\n",","search ""beta"""\n",","billing, legacy"\ndisk full,auth\n,api\n' +
          'disk full,"search ""beta"""\n",","billing, legacy"\n",",auth\ndisk full,api\n,"search ""beta"""\n' +
          'disk full,"billing, legacy"\n",",auth\n",",api\ndisk full,"search ""beta"""\n,"billing, legacy"\n' +
          'disk full,auth\n",",api\n",","search ""beta"""\ndisk full,"billing, legacy"\n,auth\ndisk full,api\n' +
          '",","search ""beta"""\n",","billing, legacy"\ndisk full,auth\n,api\ndisk full,"search ""beta"""\n' +
          '",","billing, legacy"\n",",auth\ndisk full,api\n,"search ""beta"""\ndisk full,"billing, legacy"\n' +
          '",",auth\n",",api\ndisk full,"search ""beta"""\n,"billing, legacy"\ndisk full,auth\n",",api\n' +
          '",","search ""beta"""\ndisk full,"billing, legacy"\n,auth\ndisk full,api\n",","search ""beta"""\n' +
          '",","billing, legacy"\ndisk full,auth\n,api\ndisk full,"search ""beta"""\n",","billing, legacy"\n' +
          '",",auth\ndisk full,api\n,"search ""beta"""\ndisk full,"billing, legacy"\n",",auth\n",",api\n' +
          'disk full,"search ""beta"""\n,"billing, legacy"\ndisk full,auth\n",",api\n",","search ""beta"""\n' +
          'disk full,"billing, legacy"\n,auth\ndisk full,api\n",","search ""beta"""\n",","billing, legacy"\n' +
          'disk full,auth\n,api\ndisk full,"search ""beta"""\n",","billing, legacy"\n",",auth\ndisk full,api\n' +
          ',"search ""beta"""\ndisk full,"billing, legacy"\n",",auth\n",",api\ndisk full,"search ""beta"""\n' +
          ',"billing, legacy"\ndisk full,auth\n",",api\n",","search ""beta"""\ndisk full,"billing, legacy"\n,auth\n' +
          'disk full,api\n",","search ""beta"""\n",","billing, legacy"\ndisk full,auth\n,api\n' +
          'disk full,"search ""beta"""\n",","billing, legacy"\n",",auth\ndisk full,api\n,"search ""beta"""\n' +
          'disk full,"billing, legacy"\n",",auth\n",",api\ndisk full,"search ""beta"""\n,"billing, legacy"\n' +
          'disk full,auth\n",",api\n",","search ""beta"""\ndisk full,"billing, legacy"\n,auth\ndisk full,api\n' +
          '",","search ""beta"""\n",","billing, legacy"\ndisk full,auth\n,api\ndisk full,"search ""beta"""\n' +
          '",","billing, legacy"\n",",auth\n' },
      ],
    },
  },
};
