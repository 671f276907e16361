import type { HoleSpec } from '../../../schema';
const FORMAT =
  'First the user table: the header id,name,team, then 0 to 200 rows id,name,team (id a positive integer without leading zeros, unique; name and team lowercase words; two users may share a name). Then a line ---. Then the incident table: the header incident,owner,minutes, then 0 to 400 rows incident,owner,minutes (incident an id like INC-1042, owner a user id that may not exist in the user table, minutes an integer from 0 to 1000).';
const EXAMPLE = 'id,name,team\n7,ana,sre\n3,ben,payments\n12,chloe,sre\n---\nincident,owner,minutes\nINC-1,3,30\nINC-2,7,15\nINC-3,3,20\nINC-4,99,45\n';

export const hole: HoleSpec = {
  id: 96,
  title: 'Joining the Blame Tables',
  category: 'data_wrangling',
  difficulty: 6,
  variations: {
    A: {
      description:
        'The incident tracker and the HR directory live in different systems, and the quarterly review needs them joined. ' +
        'Join each incident to its owner by user id; incidents whose owner is not in the user table are ignored. ' +
        'For every user who owns at least one incident, in user-table order, print "name count minutes": the number of incidents they own and the sum of their minutes. ' +
        'At most 200 users and 400 incidents.',
      human: {
        input_format: FORMAT + ' With both tables empty the output is empty.',
        output_format: 'One line per user with at least one incident, in the order of the user table.',
        examples: { input: EXAMPLE, output: 'ana 1 15\nben 2 50\n' },
      },
      hints: ['Aggregate incidents by owner id first, then walk the user table.', 'Join on the id, not the name: two users may share a name.'],
      par: 402,
    },
    B: {
      description:
        'The incident tracker and the HR directory live in different systems; management wants every engineer listed, including the lucky ones with no incidents. ' +
        'Join each incident to its owner by user id; incidents whose owner is not in the user table are ignored. ' +
        'For every user, in user-table order, print "name minutes" with the total minutes of the incidents they own (0 if none). ' +
        'At most 200 users and 400 incidents.',
      human: {
        input_format: FORMAT + ' With an empty user table the output is empty.',
        output_format: 'One line per user, in the order of the user table.',
        examples: { input: EXAMPLE, output: 'ana 15\nben 50\nchloe 0\n' },
      },
      hints: ['A left join: start from the user table and look incidents up by id.'],
      par: 301,
    },
    C: {
      description:
        'Some incidents are owned by people who have left the company (or never existed: the tracker accepts any id). ' +
        'Given the user table and the incident table, find the incidents whose owner id does not appear in the user table. ' +
        'Print their incident ids in incident-table order, one per line, or none if every incident has a known owner. ' +
        'At most 200 users and 400 incidents.',
      human: {
        input_format: FORMAT + ' With both tables empty, print none.',
        output_format: 'The orphaned incident ids, one per line, or the word none.',
        examples: { input: EXAMPLE, output: 'INC-4\n' },
      },
      hints: ['Put the user ids in a set; compare ids as strings exactly (01 is not 1).'],
      par: 273,
    },
    D: {
      description:
        'The budget review wants incident minutes per team, but teams only exist in the HR directory. ' +
        'Join each incident to its owner by user id and credit its minutes to the owner\'s team; incidents with an unknown owner are credited to the pseudo-team (unowned). ' +
        'Print "team minutes" for every team that appears in the user table (even with 0 minutes) and for (unowned) if it received any incident, sorted by team name in character-code order. ' +
        'At most 200 users and 400 incidents.',
      human: {
        input_format: FORMAT + ' With both tables empty the output is empty.',
        output_format: 'One line per team: the team name, a space and its total minutes; ( sorts before letters.',
        examples: { input: EXAMPLE, output: '(unowned) 45\npayments 50\nsre 15\n' },
      },
      hints: ['Start every team from the user table at 0.', '(unowned) appears only when some incident has no known owner.'],
      par: 384,
    },
    E: {
      description:
        'The new tracker allows shared ownership: the owner field holds one or more user ids separated by semicolons, and every listed owner is credited with the full minutes of the incident (an id listed twice in the same incident still counts once). ' +
        'Unknown ids are ignored. ' +
        'For every user, in user-table order, print "name minutes" with the total minutes credited to them (0 if none). ' +
        'At most 200 users and 400 incidents.',
      human: {
        input_format: FORMAT.replace('owner a user id that may not exist in the user table', 'owner one or more user ids joined by ; (possibly repeated, possibly unknown)') + ' With an empty user table the output is empty.',
        output_format: 'One line per user, in the order of the user table.',
        examples: { input: 'id,name,team\n7,ana,sre\n3,ben,payments\n---\nincident,owner,minutes\nINC-1,3;7,30\nINC-2,7,15\nINC-3,3;3;99,20\n', output: 'ana 45\nben 50\n' },
      },
      hints: ['Split the owner field on ; and deduplicate it before crediting.'],
      par: 335,
    },
  },
};
