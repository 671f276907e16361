/**
 * How one personality talks. `{dim}` stands for the dimension's name. Reactions are chosen by score
 * band (high: 70+, mid: 45..69, low: under 45) and a stable hash; `focus` is added on the dimension
 * the personality weighs most; feedback opens and closes with `open` and `close`.
 */
export interface Voice {
  high: readonly string[];
  mid: readonly string[];
  low: readonly string[];
  focus: string;
  open: readonly string[];
  close: readonly string[];
}
