import { useEffect, useRef, useState } from 'preact/hooks';

/** Minutes left at which screen readers are told the time: rarely enough not to get in the way. */
const ANNOUNCED_MINUTES = [10, 5, 1];

/** "1:05:09", "12:04", "0:09": hours only when there are some. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const minutesWord = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);

/**
 * The time left before the round's deadline, counting down each second, and a polite live region
 * that speaks only at 10, 5 and 1 minute left and when time is up. `onTimeUp` is called once,
 * when the deadline comes (at once if it has passed).
 */
export function Countdown({ deadline, onTimeUp }: { deadline: string; onTimeUp: () => void }) {
  const end = Date.parse(deadline);
  const [left, setLeft] = useState(() => end - Date.now());
  const [announcement, setAnnouncement] = useState('');
  // The announced threshold below which the time left was last seen: only a crossing speaks.
  const lastSeen = useRef(left);

  useEffect(() => {
    const tick = () => {
      const now = end - Date.now();
      const crossed = ANNOUNCED_MINUTES.find((m) => lastSeen.current > m * 60_000 && now <= m * 60_000 && now > 0);
      if (crossed) setAnnouncement(`${minutesWord(crossed)} left to finish your round.`);
      lastSeen.current = now;
      setLeft(now);
      if (now <= 0) {
        setAnnouncement('Time is up. Your round was submitted with the answers you had saved.');
        onTimeUp();
        return false;
      }
      return true;
    };
    if (!tick()) return;
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);

  const urgent = left <= 60_000;
  return (
    <div class={`countdown${urgent ? ' countdown-urgent' : ''}`}>
      <span id="countdown-label">Time left</span>{' '}
      <span role="timer" aria-labelledby="countdown-label" data-testid="time-left">
        {clockText(left)}
      </span>
      <p class="visually-hidden" aria-live="polite" data-testid="time-announcement">
        {announcement}
      </p>
    </div>
  );
}
