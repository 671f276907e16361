import type { Middleware } from 'koa';
import { ApiError } from '../http/errors';

/**
 * Lets at most `size` requests through at once; the others wait their turn holding nothing (no
 * connection, no lock), at most `queue` of them, and past that answer 503 at once. Anyone may call
 * the routes behind it, so however many arrive, they hold no more than `size` of the process's
 * database connections, and every other request keeps the rest. Put it after the client's hourly
 * limit: a client past its budget then takes no place in line. A request whose client goes away
 * while it waits leaves the line and never runs: nobody would read its answer, and what it would
 * have done (a code e-mailed, a round started) nobody asked for any more.
 */
export function bulkhead(size: number, queue = size * 50): Middleware {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (ctx, next) => {
    if (running < size) running++;
    else if (waiting.length >= queue) {
      throw new ApiError(
        503,
        'service_unavailable',
        'Too many candidates are starting at this moment; try again in a few seconds.',
        undefined,
        { 'Retry-After': '5' },
      );
    } else if (ctx.req.socket.destroyed || !(await turn(ctx.res))) {
      ctx.respond = false; // its connection is closed: there is no one to answer
      return;
    }
    try {
      await next();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const nextInLine = waiting.shift();
      if (nextInLine) nextInLine();
      else running--;
    }
  };

  /** Waits in line: true when the slot is passed to this request, false when its client left first. */
  function turn(res: NodeJS.EventEmitter): Promise<boolean> {
    return new Promise((resolve) => {
      const go = () => {
        res.off('close', leave);
        resolve(true);
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(go), 1);
        resolve(false);
      };
      waiting.push(go);
      res.once('close', leave);
    });
  }
}
