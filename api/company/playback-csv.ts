import { Readable } from 'node:stream';
import type { SubmissionExportRecord } from '../../db/playback-export';
import { csvLine, UTF8_BOM } from '../../lib/text-formats';

const HOLES = [1, 2, 3] as const;

/**
 * The export's columns, named as the list's fields where they are one (`overall` and `overall_max`
 * are the X and Y of the scorecard's "Overall: X/Y"), and each of the round's holes by its place.
 */
export const CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'status',
  'test',
  'attempt',
  'created_at',
  'submitted_at',
  'processing_finished_at',
  'overall',
  'overall_max',
  ...HOLES.flatMap((n) => [`hole_${n}`, `hole_${n}_correct`]),
  'similarity_highest',
];

const isoOrEmpty = (d: Date | null) => d?.toISOString();

/** A hole's correctness: whether every hidden case passed; empty where no program ran or before analysis. */
const correctness = (r: SubmissionExportRecord, hole: number | undefined) =>
  hole === undefined ? undefined : r.case_counts?.[String(hole)]?.correct;

function cells(r: SubmissionExportRecord) {
  return [
    r.id,
    r.name,
    r.email,
    r.status,
    r.test,
    r.attempt,
    isoOrEmpty(r.created_at),
    isoOrEmpty(r.submitted_at),
    isoOrEmpty(r.processing_finished_at),
    r.overall,
    r.overall_max,
    ...HOLES.flatMap((_, i) => [r.holes[i], correctness(r, r.holes[i])]),
    r.similarity_highest,
  ];
}

/**
 * The CSV file of the batches, as a stream: the byte order mark and the header line, then each
 * batch as it comes. Each batch is read only when the client has taken the one before (the stream
 * holds at most one batch's text), and no further once the client goes. The first batch is read
 * before the stream is made, so that a failure there is still an error response, not a cut file.
 */
export async function playbackCsv(
  batches: AsyncIterator<SubmissionExportRecord[]>,
  onFailure: (err: unknown) => void,
): Promise<Readable> {
  const first = await batches.next();
  async function* text() {
    yield UTF8_BOM + csvLine(CSV_COLUMNS);
    try {
      for (let batch = first; !batch.done; batch = await batches.next()) {
        yield batch.value.map((r) => csvLine(cells(r))).join('');
      }
    } catch (err) {
      onFailure(err);
      throw err;
    } finally {
      await batches.return?.();
    }
  }
  return Readable.from(text(), { objectMode: false });
}
