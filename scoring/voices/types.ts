/**
 * How one personality talks. `{dim}` stands for the dimension's name. Reactions are chosen by score
 * band (high: 70+, mid: 45..69, low: under 45) and a stable hash, except on correctness, where high
 * is kept for a pass and `miss` speaks of a near miss (70..89: most cases pass, not all); `focus` is added
 * on the dimension the personality weighs most; feedback opens and closes with `open` and `close`.
 */
export interface Voice {
  high: readonly string[];
  mid: readonly string[];
  low: readonly string[];
  miss: readonly string[];
  focus: string;
  open: readonly string[];
  close: readonly string[];
}
