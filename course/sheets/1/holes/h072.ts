import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 72,
  title: 'The Runbook Table of Contents',
  category: 'text_formatting',
  difficulty: 2,
  variations: {
    A: {
      description:
        'The runbook finally gets a printed table of contents, with dot leaders like a proper book. ' +
        'Every entry becomes one line of exactly 40 characters: the title, a space, a run of dots, a space and the page number, with as many dots as needed to reach 40 characters. ' +
        'Given up to 50 entries, print their lines in the input order.',
      human: {
        input_format: 'The first line holds k (0 <= k <= 50); each of the next k lines holds a title of 1 to 30 characters (letters, digits and spaces, starting and ending with a letter or digit), a | and a page number from 1 to 9999. With k = 0 print nothing.',
        output_format: 'k lines, each exactly 40 characters long.',
        examples: { input: '3\nIntroduction|1\nEscalation|4\nRestarting the database|12\n', output: 'Introduction ......................... 1\nEscalation ........................... 4\n' +
          'Restarting the database ............. 12\n' },
      },
      hints: ['The number of dots is 40 - 2 - len(title) - len(page).'],
      par: 152,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\nA|1\n', output: 'A .................................... 1\n' },
        { tag: 'typical', input: '3\nIntroduction|1\nEscalation|4\nRestarting the database|12\n', output: 'Introduction ......................... 1\nEscalation ........................... 4\n' +
          'Restarting the database ............. 12\n' },
        { tag: 'tricky', input: '2\nabcdefghijklmnopqrstuvwxyz1234|9999\nDNS 2 0|10\n', output: 'abcdefghijklmnopqrstuvwxyz1234 .... 9999\nDNS 2 0 ............................. 10\n' },
        { tag: 'tricky', input: '2\nStep 1  then  Step 2|7\n7|7\n', output: 'Step 1  then  Step 2 ................. 7\n7 .................................... 7\n' },
        { tag: 'typical', input: '8\nIntroduction|3\nFeature flags|14\nLoad balancer health checks|25\nPaging policy|36\nCertificates|47\n' +
          'Who to wake up|58\nEscalation|69\nLog rotation|80\n', output: 'Introduction ......................... 3\nFeature flags ....................... 14\n' +
          'Load balancer health checks ......... 25\nPaging policy ....................... 36\n' +
          'Certificates ........................ 47\nWho to wake up ...................... 58\n' +
          'Escalation .......................... 69\nLog rotation ........................ 80\n' },
        { tag: 'typical', input: '12\nIntroduction|1\nFeature flags|38\nLoad balancer health checks|149\nPaging policy|334\n' +
          'Certificates|593\nWho to wake up|926\nEscalation|1333\nLog rotation|1814\nCron jobs|2369\n' +
          'Restarting the database|2998\nDisk full on the build agents|3701\nBackups|4478\n', output: 'Introduction ......................... 1\nFeature flags ....................... 38\n' +
          'Load balancer health checks ........ 149\nPaging policy ...................... 334\n' +
          'Certificates ....................... 593\nWho to wake up ..................... 926\n' +
          'Escalation ........................ 1333\nLog rotation ...................... 1814\n' +
          'Cron jobs ......................... 2369\nRestarting the database ........... 2998\n' +
          'Disk full on the build agents ..... 3701\nBackups ........................... 4478\n' },
        { tag: 'maximum', input: '50\nIntroduction|1\nFeature flags|200\nLoad balancer health checks|399\nPaging policy|598\n' +
          'Certificates|797\nWho to wake up|996\nEscalation|1195\nLog rotation|1394\nCron jobs|1593\n' +
          'Restarting the database|1792\nDisk full on the build agents|1991\nBackups|2190\nDNS|2389\n' +
          'Coffee machine|2588\nRestore drills|2787\nWhen Redis eats memory|2986\nPostmortem template|3185\n' +
          'Glossary|3384\nRollback procedure|3583\nKafka lag|3782\nIntroduction|3981\nFeature flags|4180\n' +
          'Load balancer health checks|4379\nPaging policy|4578\nCertificates|4777\nWho to wake up|4976\n' +
          'Escalation|5175\nLog rotation|5374\nCron jobs|5573\nRestarting the database|5772\n' +
          'Disk full on the build agents|5971\nBackups|6170\nDNS|6369\nCoffee machine|6568\nRestore drills|6767\n' +
          'When Redis eats memory|6966\nPostmortem template|7165\nGlossary|7364\nRollback procedure|7563\n' +
          'Kafka lag|7762\nIntroduction|7961\nFeature flags|8160\nLoad balancer health checks|8359\n' +
          'Paging policy|8558\nCertificates|8757\nWho to wake up|8956\nEscalation|9155\nLog rotation|9354\n' +
          'Cron jobs|9553\nRestarting the database|9752\n', output: 'Introduction ......................... 1\nFeature flags ...................... 200\n' +
          'Load balancer health checks ........ 399\nPaging policy ...................... 598\n' +
          'Certificates ....................... 797\nWho to wake up ..................... 996\n' +
          'Escalation ........................ 1195\nLog rotation ...................... 1394\n' +
          'Cron jobs ......................... 1593\nRestarting the database ........... 1792\n' +
          'Disk full on the build agents ..... 1991\nBackups ........................... 2190\n' +
          'DNS ............................... 2389\nCoffee machine .................... 2588\n' +
          'Restore drills .................... 2787\nWhen Redis eats memory ............ 2986\n' +
          'Postmortem template ............... 3185\nGlossary .......................... 3384\n' +
          'Rollback procedure ................ 3583\nKafka lag ......................... 3782\n' +
          'Introduction ...................... 3981\nFeature flags ..................... 4180\n' +
          'Load balancer health checks ....... 4379\nPaging policy ..................... 4578\n' +
          'Certificates ...................... 4777\nWho to wake up .................... 4976\n' +
          'Escalation ........................ 5175\nLog rotation ...................... 5374\n' +
          'Cron jobs ......................... 5573\nRestarting the database ........... 5772\n' +
          'Disk full on the build agents ..... 5971\nBackups ........................... 6170\n' +
          'DNS ............................... 6369\nCoffee machine .................... 6568\n' +
          'Restore drills .................... 6767\nWhen Redis eats memory ............ 6966\n' +
          'Postmortem template ............... 7165\nGlossary .......................... 7364\n' +
          'Rollback procedure ................ 7563\nKafka lag ......................... 7762\n' +
          'Introduction ...................... 7961\nFeature flags ..................... 8160\n' +
          'Load balancer health checks ....... 8359\nPaging policy ..................... 8558\n' +
          'Certificates ...................... 8757\nWho to wake up .................... 8956\n' +
          'Escalation ........................ 9155\nLog rotation ...................... 9354\n' +
          'Cron jobs ......................... 9553\nRestarting the database ........... 9752\n' },
        { tag: 'maximum', input: '50\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n', output: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 9999\n' },
      ],
    },
    B: {
      description:
        'The runbook table of contents is printed with dot leaders, and this time the layout person gives you the page width w. ' +
        'Every entry becomes one line of exactly w characters: the title, a space, a run of dots, a space and the page number, with as many dots as needed to reach w characters. ' +
        'Given w and up to 50 entries, print their lines in the input order.',
      human: {
        input_format: 'The first line holds k and w separated by a space (0 <= k <= 50, 40 <= w <= 80); each of the next k lines holds a title of 1 to 30 characters (letters, digits and spaces, starting and ending with a letter or digit), a | and a page number from 1 to 9999. With k = 0 print nothing.',
        output_format: 'k lines, each exactly w characters long.',
        examples: { input: '3 44\nIntroduction|1\nEscalation|4\nRestarting the database|12\n', output: 'Introduction ............................. 1\nEscalation ............................... 4\n' +
          'Restarting the database ................. 12\n' },
      },
      hints: ['The number of dots is w - 2 - len(title) - len(page).'],
      par: 172,
      cases: [
        { tag: 'empty', input: '0 40\n', output: '\n' },
        { tag: 'minimum', input: '1 40\nA|1\n', output: 'A .................................... 1\n' },
        { tag: 'typical', input: '3 44\nIntroduction|1\nEscalation|4\nRestarting the database|12\n', output: 'Introduction ............................. 1\nEscalation ............................... 4\n' +
          'Restarting the database ................. 12\n' },
        { tag: 'tricky', input: '2 40\nabcdefghijklmnopqrstuvwxyz1234|9999\nDNS 2 0|10\n', output: 'abcdefghijklmnopqrstuvwxyz1234 .... 9999\nDNS 2 0 ............................. 10\n' },
        { tag: 'tricky', input: '2 41\nStep 1  then  Step 2|7\n7|7\n', output: 'Step 1  then  Step 2 .................. 7\n7 ..................................... 7\n' },
        { tag: 'typical', input: '8 60\nIntroduction|3\nFeature flags|14\nLoad balancer health checks|25\nPaging policy|36\n' +
          'Certificates|47\nWho to wake up|58\nEscalation|69\nLog rotation|80\n', output: 'Introduction ............................................. 3\n' +
          'Feature flags ........................................... 14\n' +
          'Load balancer health checks ............................. 25\n' +
          'Paging policy ........................................... 36\n' +
          'Certificates ............................................ 47\n' +
          'Who to wake up .......................................... 58\n' +
          'Escalation .............................................. 69\n' +
          'Log rotation ............................................ 80\n' },
        { tag: 'typical', input: '12 53\nIntroduction|1\nFeature flags|38\nLoad balancer health checks|149\nPaging policy|334\n' +
          'Certificates|593\nWho to wake up|926\nEscalation|1333\nLog rotation|1814\nCron jobs|2369\n' +
          'Restarting the database|2998\nDisk full on the build agents|3701\nBackups|4478\n', output: 'Introduction ...................................... 1\n' +
          'Feature flags .................................... 38\n' +
          'Load balancer health checks ..................... 149\n' +
          'Paging policy ................................... 334\n' +
          'Certificates .................................... 593\n' +
          'Who to wake up .................................. 926\n' +
          'Escalation ..................................... 1333\n' +
          'Log rotation ................................... 1814\n' +
          'Cron jobs ...................................... 2369\n' +
          'Restarting the database ........................ 2998\n' +
          'Disk full on the build agents .................. 3701\n' +
          'Backups ........................................ 4478\n' },
        { tag: 'maximum', input: '50 80\nIntroduction|1\nFeature flags|200\nLoad balancer health checks|399\nPaging policy|598\n' +
          'Certificates|797\nWho to wake up|996\nEscalation|1195\nLog rotation|1394\nCron jobs|1593\n' +
          'Restarting the database|1792\nDisk full on the build agents|1991\nBackups|2190\nDNS|2389\n' +
          'Coffee machine|2588\nRestore drills|2787\nWhen Redis eats memory|2986\nPostmortem template|3185\n' +
          'Glossary|3384\nRollback procedure|3583\nKafka lag|3782\nIntroduction|3981\nFeature flags|4180\n' +
          'Load balancer health checks|4379\nPaging policy|4578\nCertificates|4777\nWho to wake up|4976\n' +
          'Escalation|5175\nLog rotation|5374\nCron jobs|5573\nRestarting the database|5772\n' +
          'Disk full on the build agents|5971\nBackups|6170\nDNS|6369\nCoffee machine|6568\nRestore drills|6767\n' +
          'When Redis eats memory|6966\nPostmortem template|7165\nGlossary|7364\nRollback procedure|7563\n' +
          'Kafka lag|7762\nIntroduction|7961\nFeature flags|8160\nLoad balancer health checks|8359\n' +
          'Paging policy|8558\nCertificates|8757\nWho to wake up|8956\nEscalation|9155\nLog rotation|9354\n' +
          'Cron jobs|9553\nRestarting the database|9752\n', output: 'Introduction ................................................................. 1\n' +
          'Feature flags .............................................................. 200\n' +
          'Load balancer health checks ................................................ 399\n' +
          'Paging policy .............................................................. 598\n' +
          'Certificates ............................................................... 797\n' +
          'Who to wake up ............................................................. 996\n' +
          'Escalation ................................................................ 1195\n' +
          'Log rotation .............................................................. 1394\n' +
          'Cron jobs ................................................................. 1593\n' +
          'Restarting the database ................................................... 1792\n' +
          'Disk full on the build agents ............................................. 1991\n' +
          'Backups ................................................................... 2190\n' +
          'DNS ....................................................................... 2389\n' +
          'Coffee machine ............................................................ 2588\n' +
          'Restore drills ............................................................ 2787\n' +
          'When Redis eats memory .................................................... 2986\n' +
          'Postmortem template ....................................................... 3185\n' +
          'Glossary .................................................................. 3384\n' +
          'Rollback procedure ........................................................ 3583\n' +
          'Kafka lag ................................................................. 3782\n' +
          'Introduction .............................................................. 3981\n' +
          'Feature flags ............................................................. 4180\n' +
          'Load balancer health checks ............................................... 4379\n' +
          'Paging policy ............................................................. 4578\n' +
          'Certificates .............................................................. 4777\n' +
          'Who to wake up ............................................................ 4976\n' +
          'Escalation ................................................................ 5175\n' +
          'Log rotation .............................................................. 5374\n' +
          'Cron jobs ................................................................. 5573\n' +
          'Restarting the database ................................................... 5772\n' +
          'Disk full on the build agents ............................................. 5971\n' +
          'Backups ................................................................... 6170\n' +
          'DNS ....................................................................... 6369\n' +
          'Coffee machine ............................................................ 6568\n' +
          'Restore drills ............................................................ 6767\n' +
          'When Redis eats memory .................................................... 6966\n' +
          'Postmortem template ....................................................... 7165\n' +
          'Glossary .................................................................. 7364\n' +
          'Rollback procedure ........................................................ 7563\n' +
          'Kafka lag ................................................................. 7762\n' +
          'Introduction .............................................................. 7961\n' +
          'Feature flags ............................................................. 8160\n' +
          'Load balancer health checks ............................................... 8359\n' +
          'Paging policy ............................................................. 8558\n' +
          'Certificates .............................................................. 8757\n' +
          'Who to wake up ............................................................ 8956\n' +
          'Escalation ................................................................ 9155\n' +
          'Log rotation .............................................................. 9354\n' +
          'Cron jobs ................................................................. 9553\n' +
          'Restarting the database ................................................... 9752\n' },
        { tag: 'maximum', input: '50 80\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n', output: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ............................................ 9999\n' },
      ],
    },
    C: {
      description:
        'The runbook table of contents is printed with dot leaders, and the width should adapt to the content. ' +
        'Let T be the length of the longest title and P the length of the longest page number; every line has width W = T + P + 5 and consists of the title, a space, a run of dots, a space and the page number, with as many dots as needed to reach W characters. ' +
        'Given up to 50 entries, print their lines in the input order.',
      human: {
        input_format: 'The first line holds k (0 <= k <= 50); each of the next k lines holds a title of 1 to 30 characters (letters, digits and spaces, starting and ending with a letter or digit), a | and a page number from 1 to 9999. With k = 0 print nothing.',
        output_format: 'k lines, each exactly W characters long.',
        examples: { input: '3\nIntroduction|1\nEscalation|4\nRestarting the database|12\n', output: 'Introduction ............... 1\nEscalation ................. 4\nRestarting the database ... 12\n' },
      },
      hints: ['The longest title and the longest page number may belong to different entries.', 'Every line gets at least three dots.'],
      par: 237,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\nA|1\n', output: 'A ... 1\n' },
        { tag: 'typical', input: '3\nIntroduction|1\nEscalation|4\nRestarting the database|12\n', output: 'Introduction ............... 1\nEscalation ................. 4\nRestarting the database ... 12\n' },
        { tag: 'tricky', input: '2\nabcdefghijklmnopqrstuvwxyz1234|9\nDNS|9999\n', output: 'abcdefghijklmnopqrstuvwxyz1234 ...... 9\nDNS .............................. 9999\n' },
        { tag: 'tricky', input: '2\nStep 1  then  Step 2|7\n7|7\n', output: 'Step 1  then  Step 2 ... 7\n7 ...................... 7\n' },
        { tag: 'typical', input: '8\nIntroduction|3\nFeature flags|14\nLoad balancer health checks|25\nPaging policy|36\nCertificates|47\n' +
          'Who to wake up|58\nEscalation|69\nLog rotation|80\n', output: 'Introduction ................... 3\nFeature flags ................. 14\n' +
          'Load balancer health checks ... 25\nPaging policy ................. 36\n' +
          'Certificates .................. 47\nWho to wake up ................ 58\n' +
          'Escalation .................... 69\nLog rotation .................. 80\n' },
        { tag: 'typical', input: '12\nIntroduction|1\nFeature flags|38\nLoad balancer health checks|149\nPaging policy|334\n' +
          'Certificates|593\nWho to wake up|926\nEscalation|1333\nLog rotation|1814\nCron jobs|2369\n' +
          'Restarting the database|2998\nDisk full on the build agents|3701\nBackups|4478\n', output: 'Introduction ....................... 1\nFeature flags ..................... 38\n' +
          'Load balancer health checks ...... 149\nPaging policy .................... 334\n' +
          'Certificates ..................... 593\nWho to wake up ................... 926\n' +
          'Escalation ...................... 1333\nLog rotation .................... 1814\n' +
          'Cron jobs ....................... 2369\nRestarting the database ......... 2998\n' +
          'Disk full on the build agents ... 3701\nBackups ......................... 4478\n' },
        { tag: 'maximum', input: '50\nIntroduction|1\nFeature flags|200\nLoad balancer health checks|399\nPaging policy|598\n' +
          'Certificates|797\nWho to wake up|996\nEscalation|1195\nLog rotation|1394\nCron jobs|1593\n' +
          'Restarting the database|1792\nDisk full on the build agents|1991\nBackups|2190\nDNS|2389\n' +
          'Coffee machine|2588\nRestore drills|2787\nWhen Redis eats memory|2986\nPostmortem template|3185\n' +
          'Glossary|3384\nRollback procedure|3583\nKafka lag|3782\nIntroduction|3981\nFeature flags|4180\n' +
          'Load balancer health checks|4379\nPaging policy|4578\nCertificates|4777\nWho to wake up|4976\n' +
          'Escalation|5175\nLog rotation|5374\nCron jobs|5573\nRestarting the database|5772\n' +
          'Disk full on the build agents|5971\nBackups|6170\nDNS|6369\nCoffee machine|6568\nRestore drills|6767\n' +
          'When Redis eats memory|6966\nPostmortem template|7165\nGlossary|7364\nRollback procedure|7563\n' +
          'Kafka lag|7762\nIntroduction|7961\nFeature flags|8160\nLoad balancer health checks|8359\n' +
          'Paging policy|8558\nCertificates|8757\nWho to wake up|8956\nEscalation|9155\nLog rotation|9354\n' +
          'Cron jobs|9553\nRestarting the database|9752\n', output: 'Introduction ....................... 1\nFeature flags .................... 200\n' +
          'Load balancer health checks ...... 399\nPaging policy .................... 598\n' +
          'Certificates ..................... 797\nWho to wake up ................... 996\n' +
          'Escalation ...................... 1195\nLog rotation .................... 1394\n' +
          'Cron jobs ....................... 1593\nRestarting the database ......... 1792\n' +
          'Disk full on the build agents ... 1991\nBackups ......................... 2190\n' +
          'DNS ............................. 2389\nCoffee machine .................. 2588\n' +
          'Restore drills .................. 2787\nWhen Redis eats memory .......... 2986\n' +
          'Postmortem template ............. 3185\nGlossary ........................ 3384\n' +
          'Rollback procedure .............. 3583\nKafka lag ....................... 3782\n' +
          'Introduction .................... 3981\nFeature flags ................... 4180\n' +
          'Load balancer health checks ..... 4379\nPaging policy ................... 4578\n' +
          'Certificates .................... 4777\nWho to wake up .................. 4976\n' +
          'Escalation ...................... 5175\nLog rotation .................... 5374\n' +
          'Cron jobs ....................... 5573\nRestarting the database ......... 5772\n' +
          'Disk full on the build agents ... 5971\nBackups ......................... 6170\n' +
          'DNS ............................. 6369\nCoffee machine .................. 6568\n' +
          'Restore drills .................. 6767\nWhen Redis eats memory .......... 6966\n' +
          'Postmortem template ............. 7165\nGlossary ........................ 7364\n' +
          'Rollback procedure .............. 7563\nKafka lag ....................... 7762\n' +
          'Introduction .................... 7961\nFeature flags ................... 8160\n' +
          'Load balancer health checks ..... 8359\nPaging policy ................... 8558\n' +
          'Certificates .................... 8757\nWho to wake up .................. 8956\n' +
          'Escalation ...................... 9155\nLog rotation .................... 9354\n' +
          'Cron jobs ....................... 9553\nRestarting the database ......... 9752\n' },
        { tag: 'maximum', input: '50\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|9999\n', output: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ... 9999\n' },
      ],
    },
    D: {
      description:
        'The runbook has sections, subsections and sub-subsections, and the printed table of contents shows the nesting. ' +
        'Each entry starts with d dashes (0 <= d <= 3) giving its depth; its line is 2d spaces of indentation, the title, a space, a run of dots, a space and the page number, padded with dots to exactly 40 characters. ' +
        'Given up to 50 entries, print their lines in the input order.',
      human: {
        input_format: 'The first line holds k (0 <= k <= 50); each of the next k lines holds 0 to 3 dashes, a title of 1 to 24 characters (letters, digits and spaces, starting and ending with a letter or digit), a | and a page number from 1 to 9999. With k = 0 print nothing.',
        output_format: 'k lines, each exactly 40 characters long (leading spaces included).',
        examples: { input: '4\nIntroduction|1\n-Paging policy|2\n--Who to wake up|3\nEscalation|4\n', output: 'Introduction ......................... 1\n  Paging policy ...................... 2\n' +
          '    Who to wake up ................... 3\nEscalation ........................... 4\n' },
      },
      hints: ['The indentation counts towards the 40 characters.'],
      par: 206,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\nA|1\n', output: 'A .................................... 1\n' },
        { tag: 'typical', input: '4\nIntroduction|1\n-Paging policy|2\n--Who to wake up|3\nEscalation|4\n', output: 'Introduction ......................... 1\n  Paging policy ...................... 2\n' +
          '    Who to wake up ................... 3\nEscalation ........................... 4\n' },
        { tag: 'tricky', input: '2\n---abcdefghijklmnopqrstuvwx|9999\n---X|1\n', output: '      abcdefghijklmnopqrstuvwx .... 9999\n      X .............................. 1\n' },
        { tag: 'tricky', input: '3\n-Step 1  then  Step 2|7\n---7|7\n--0|8\n', output: '  Step 1  then  Step 2 ............... 7\n      7 .............................. 7\n' +
          '    0 ................................ 8\n' },
        { tag: 'typical', input: '8\n-Introduction|3\n--Feature flags|14\n---Load balancer health che|25\nPaging policy|36\n' +
          '-Certificates|47\n--Who to wake up|58\n---Escalation|69\nLog rotation|80\n', output: '  Introduction ....................... 3\n    Feature flags ................... 14\n' +
          '      Load balancer health che ...... 25\nPaging policy ....................... 36\n' +
          '  Certificates ...................... 47\n    Who to wake up .................. 58\n' +
          '      Escalation .................... 69\nLog rotation ........................ 80\n' },
        { tag: 'typical', input: '12\n--Introduction|1\n-Feature flags|38\nLoad balancer health che|149\n--Paging policy|334\n' +
          '-Certificates|593\nWho to wake up|926\n--Escalation|1333\n-Log rotation|1814\nCron jobs|2369\n' +
          '--Restarting the database|2998\n-Disk full on the build a|3701\nBackups|4478\n', output: '    Introduction ..................... 1\n  Feature flags ..................... 38\n' +
          'Load balancer health che ........... 149\n    Paging policy .................. 334\n' +
          '  Certificates ..................... 593\nWho to wake up ..................... 926\n' +
          '    Escalation .................... 1333\n  Log rotation .................... 1814\n' +
          'Cron jobs ......................... 2369\n    Restarting the database ....... 2998\n' +
          '  Disk full on the build a ........ 3701\nBackups ........................... 4478\n' },
        { tag: 'maximum', input: '50\nSection 1|1\n-Section 2|198\n--Section 3|395\n---Section 4|592\nSection 5|789\n-Section 6|986\n' +
          '--Section 7|1183\n---Section 8|1380\nSection 9|1577\n-Section 10|1774\n--Section 11|1971\n' +
          '---Section 12|2168\nSection 13|2365\n-Section 14|2562\n--Section 15|2759\n---Section 16|2956\n' +
          'Section 17|3153\n-Section 18|3350\n--Section 19|3547\n---Section 20|3744\nSection 21|3941\n' +
          '-Section 22|4138\n--Section 23|4335\n---Section 24|4532\nSection 25|4729\n-Section 26|4926\n' +
          '--Section 27|5123\n---Section 28|5320\nSection 29|5517\n-Section 30|5714\n--Section 31|5911\n' +
          '---Section 32|6108\nSection 33|6305\n-Section 34|6502\n--Section 35|6699\n---Section 36|6896\n' +
          'Section 37|7093\n-Section 38|7290\n--Section 39|7487\n---Section 40|7684\nSection 41|7881\n' +
          '-Section 42|8078\n--Section 43|8275\n---Section 44|8472\nSection 45|8669\n-Section 46|8866\n' +
          '--Section 47|9063\n---Section 48|9260\nSection 49|9457\n-Section 50|9654\n', output: 'Section 1 ............................ 1\n  Section 2 ........................ 198\n' +
          '    Section 3 ...................... 395\n      Section 4 .................... 592\n' +
          'Section 5 .......................... 789\n  Section 6 ........................ 986\n' +
          '    Section 7 ..................... 1183\n      Section 8 ................... 1380\n' +
          'Section 9 ......................... 1577\n  Section 10 ...................... 1774\n' +
          '    Section 11 .................... 1971\n      Section 12 .................. 2168\n' +
          'Section 13 ........................ 2365\n  Section 14 ...................... 2562\n' +
          '    Section 15 .................... 2759\n      Section 16 .................. 2956\n' +
          'Section 17 ........................ 3153\n  Section 18 ...................... 3350\n' +
          '    Section 19 .................... 3547\n      Section 20 .................. 3744\n' +
          'Section 21 ........................ 3941\n  Section 22 ...................... 4138\n' +
          '    Section 23 .................... 4335\n      Section 24 .................. 4532\n' +
          'Section 25 ........................ 4729\n  Section 26 ...................... 4926\n' +
          '    Section 27 .................... 5123\n      Section 28 .................. 5320\n' +
          'Section 29 ........................ 5517\n  Section 30 ...................... 5714\n' +
          '    Section 31 .................... 5911\n      Section 32 .................. 6108\n' +
          'Section 33 ........................ 6305\n  Section 34 ...................... 6502\n' +
          '    Section 35 .................... 6699\n      Section 36 .................. 6896\n' +
          'Section 37 ........................ 7093\n  Section 38 ...................... 7290\n' +
          '    Section 39 .................... 7487\n      Section 40 .................. 7684\n' +
          'Section 41 ........................ 7881\n  Section 42 ...................... 8078\n' +
          '    Section 43 .................... 8275\n      Section 44 .................. 8472\n' +
          'Section 45 ........................ 8669\n  Section 46 ...................... 8866\n' +
          '    Section 47 .................... 9063\n      Section 48 .................. 9260\n' +
          'Section 49 ........................ 9457\n  Section 50 ...................... 9654\n' },
        { tag: 'maximum', input: '50\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n' +
          '---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n---yyyyyyyyyyyyyyyyyyyyyyyy|9999\n', output: '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' +
          '      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n      yyyyyyyyyyyyyyyyyyyyyyyy .... 9999\n' },
      ],
    },
    E: {
      description:
        'The runbook table of contents has to be generated before the page numbers exist, so you get the length of each section instead. ' +
        'The first section starts on page 1 and each section starts right after the previous one ends. ' +
        'Every entry becomes one line of exactly 40 characters: the title, a space, a run of dots, a space and the starting page of that section. ' +
        'Given up to 50 entries, print their lines in the input order.',
      human: {
        input_format: 'The first line holds k (0 <= k <= 50); each of the next k lines holds a title of 1 to 30 characters (letters, digits and spaces, starting and ending with a letter or digit), a | and the number of pages of that section, from 1 to 99. With k = 0 print nothing.',
        output_format: 'k lines, each exactly 40 characters long.',
        examples: { input: '3\nIntroduction|3\nEscalation|8\nRestarting the database|2\n', output: 'Introduction ......................... 1\nEscalation ........................... 4\n' +
          'Restarting the database ............. 12\n' },
      },
      hints: ['A section with n pages that starts on page s is followed by a section starting on page s + n.'],
      par: 184,
      cases: [
        { tag: 'empty', input: '0\n', output: '\n' },
        { tag: 'minimum', input: '1\nA|1\n', output: 'A .................................... 1\n' },
        { tag: 'typical', input: '3\nIntroduction|3\nEscalation|8\nRestarting the database|2\n', output: 'Introduction ......................... 1\nEscalation ........................... 4\n' +
          'Restarting the database ............. 12\n' },
        { tag: 'tricky', input: '3\nabcdefghijklmnopqrstuvwxyz1234|99\nDNS|1\nKafka lag|1\n', output: 'abcdefghijklmnopqrstuvwxyz1234 ....... 1\nDNS ................................ 100\n' +
          'Kafka lag .......................... 101\n' },
        { tag: 'tricky', input: '2\nStep 1  then  Step 2|7\n7|7\n', output: 'Step 1  then  Step 2 ................. 1\n7 .................................... 8\n' },
        { tag: 'typical', input: '8\nIntroduction|3\nFeature flags|14\nLoad balancer health checks|25\nPaging policy|36\nCertificates|47\n' +
          'Who to wake up|58\nEscalation|69\nLog rotation|80\n', output: 'Introduction ......................... 1\nFeature flags ........................ 4\n' +
          'Load balancer health checks ......... 18\nPaging policy ....................... 43\n' +
          'Certificates ........................ 79\nWho to wake up ..................... 126\n' +
          'Escalation ......................... 184\nLog rotation ....................... 253\n' },
        { tag: 'typical', input: '12\nIntroduction|1\nFeature flags|38\nLoad balancer health checks|50\nPaging policy|37\nCertificates|98\n' +
          'Who to wake up|35\nEscalation|46\nLog rotation|32\nCron jobs|92\nRestarting the database|28\n' +
          'Disk full on the build agents|38\nBackups|23\n', output: 'Introduction ......................... 1\nFeature flags ........................ 2\n' +
          'Load balancer health checks ......... 40\nPaging policy ....................... 90\n' +
          'Certificates ....................... 127\nWho to wake up ..................... 225\n' +
          'Escalation ......................... 260\nLog rotation ....................... 306\n' +
          'Cron jobs .......................... 338\nRestarting the database ............ 430\n' +
          'Disk full on the build agents ...... 458\nBackups ............................ 496\n' },
        { tag: 'maximum', input: '50\nIntroduction|99\nFeature flags|98\nLoad balancer health checks|97\nPaging policy|99\nCertificates|98\n' +
          'Who to wake up|97\nEscalation|99\nLog rotation|98\nCron jobs|97\nRestarting the database|99\n' +
          'Disk full on the build agents|98\nBackups|97\nDNS|99\nCoffee machine|98\nRestore drills|97\n' +
          'When Redis eats memory|99\nPostmortem template|98\nGlossary|97\nRollback procedure|99\nKafka lag|98\n' +
          'Introduction|97\nFeature flags|99\nLoad balancer health checks|98\nPaging policy|97\nCertificates|99\n' +
          'Who to wake up|98\nEscalation|97\nLog rotation|99\nCron jobs|98\nRestarting the database|97\n' +
          'Disk full on the build agents|99\nBackups|98\nDNS|97\nCoffee machine|99\nRestore drills|98\n' +
          'When Redis eats memory|97\nPostmortem template|99\nGlossary|98\nRollback procedure|97\nKafka lag|99\n' +
          'Introduction|98\nFeature flags|97\nLoad balancer health checks|99\nPaging policy|98\nCertificates|97\n' +
          'Who to wake up|99\nEscalation|98\nLog rotation|97\nCron jobs|99\nRestarting the database|98\n', output: 'Introduction ......................... 1\nFeature flags ...................... 100\n' +
          'Load balancer health checks ........ 198\nPaging policy ...................... 295\n' +
          'Certificates ....................... 394\nWho to wake up ..................... 492\n' +
          'Escalation ......................... 589\nLog rotation ....................... 688\n' +
          'Cron jobs .......................... 786\nRestarting the database ............ 883\n' +
          'Disk full on the build agents ...... 982\nBackups ........................... 1080\n' +
          'DNS ............................... 1177\nCoffee machine .................... 1276\n' +
          'Restore drills .................... 1374\nWhen Redis eats memory ............ 1471\n' +
          'Postmortem template ............... 1570\nGlossary .......................... 1668\n' +
          'Rollback procedure ................ 1765\nKafka lag ......................... 1864\n' +
          'Introduction ...................... 1962\nFeature flags ..................... 2059\n' +
          'Load balancer health checks ....... 2158\nPaging policy ..................... 2256\n' +
          'Certificates ...................... 2353\nWho to wake up .................... 2452\n' +
          'Escalation ........................ 2550\nLog rotation ...................... 2647\n' +
          'Cron jobs ......................... 2746\nRestarting the database ........... 2844\n' +
          'Disk full on the build agents ..... 2941\nBackups ........................... 3040\n' +
          'DNS ............................... 3138\nCoffee machine .................... 3235\n' +
          'Restore drills .................... 3334\nWhen Redis eats memory ............ 3432\n' +
          'Postmortem template ............... 3529\nGlossary .......................... 3628\n' +
          'Rollback procedure ................ 3726\nKafka lag ......................... 3823\n' +
          'Introduction ...................... 3922\nFeature flags ..................... 4020\n' +
          'Load balancer health checks ....... 4117\nPaging policy ..................... 4216\n' +
          'Certificates ...................... 4314\nWho to wake up .................... 4411\n' +
          'Escalation ........................ 4510\nLog rotation ...................... 4608\n' +
          'Cron jobs ......................... 4705\nRestarting the database ........... 4804\n' },
        { tag: 'maximum', input: '50\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|99\n', output: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ....... 1\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ..... 100\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ..... 199\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ..... 298\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ..... 397\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ..... 496\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ..... 595\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ..... 694\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ..... 793\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ..... 892\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx ..... 991\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 1090\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 1189\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 1288\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 1387\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 1486\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 1585\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 1684\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 1783\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 1882\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 1981\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 2080\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 2179\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 2278\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 2377\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 2476\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 2575\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 2674\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 2773\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 2872\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 2971\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 3070\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 3169\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 3268\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 3367\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 3466\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 3565\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 3664\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 3763\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 3862\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 3961\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 4060\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 4159\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 4258\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 4357\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 4456\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 4555\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 4654\n' +
          'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 4753\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx .... 4852\n' },
      ],
    },
  },
};
