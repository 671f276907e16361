'use strict';
/*
 * What a case reaches only by going past its own context, into this process's realm or state that
 * no watch compares (shared.js): a case that calls or builds one of these is its runner's last.
 */
let reached = false;

/** `fn` (a function or class of this process) as a case is handed it: calling it or `new` marks the runner. */
function guard(fn) {
  return new Proxy(fn, {
    apply(target, self, args) {
      reached = true;
      return Reflect.apply(target, self, args);
    },
    construct(target, args, newTarget) {
      reached = true;
      return Reflect.construct(target, args, newTarget);
    },
  });
}

/** Marks the runner from where no function is called (a module required, an accessor read). */
function reach() {
  reached = true;
}

const wasReached = () => reached;

module.exports = { guard, reach, wasReached };
