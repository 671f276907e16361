/** What survives a reload: the round (id and token) and, per hole, the text being written. */
export interface SavedRound {
  id: string;
  token: string;
}

export interface Draft {
  language: string;
  code: string;
}

const ROUND_KEY = 'play.round';
const draftKey = (roundId: string, hole: number) => `play.draft.${roundId}.${hole}`;

function read<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export const loadRound = () => read<SavedRound>(ROUND_KEY);
export const saveRound = (round: SavedRound) => localStorage.setItem(ROUND_KEY, JSON.stringify(round));

export function forgetRound(): void {
  const round = loadRound();
  localStorage.removeItem(ROUND_KEY);
  if (!round) return;
  for (const key of Object.keys(localStorage))
    if (key.startsWith(`play.draft.${round.id}.`)) localStorage.removeItem(key);
}

export const loadDraft = (roundId: string, hole: number) => read<Draft>(draftKey(roundId, hole));
export const saveDraft = (roundId: string, hole: number, draft: Draft) =>
  localStorage.setItem(draftKey(roundId, hole), JSON.stringify(draft));
