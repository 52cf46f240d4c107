/** Outlines drawn on the icons' 20×20 grid. */
export const PATHS = {
  chevronDown:
    "M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z",
  chevronForward:
    "M7.3 4.3a1 1 0 011.4 0l5 5a1 1 0 010 1.4l-5 5a1 1 0 01-1.4-1.4L11.6 10 7.3 5.7a1 1 0 010-1.4z",
  chevronBack:
    "M12.7 4.3a1 1 0 010 1.4L8.4 10l4.3 4.3a1 1 0 01-1.4 1.4l-5-5a1 1 0 010-1.4l5-5a1 1 0 011.4 0z",
  globe:
    "M10 2a8 8 0 100 16 8 8 0 000-16zm5.9 7h-2.9a12.5 12.5 0 00-1-4.6A6 6 0 0115.9 9zM10 4c.6.8 1.4 2.5 1.5 5h-3C8.6 6.5 9.4 4.8 10 4zM8 4.4A12.5 12.5 0 007 9H4.1A6 6 0 018 4.4zM4.1 11H7c.1 1.8.5 3.4 1 4.6A6 6 0 014.1 11zm5.9 5c-.6-.8-1.4-2.5-1.5-5h3c-.1 2.5-.9 4.2-1.5 5zm2-.4c.5-1.2.9-2.8 1-4.6h2.9a6 6 0 01-3.9 4.6z",
  bell: "M10 2a5 5 0 00-5 5v2.6l-1.7 3A1 1 0 004.2 14h11.6a1 1 0 00.9-1.4l-1.7-3V7a5 5 0 00-5-5zm-2 13a2 2 0 004 0H8z",
  cart: "M3 3a1 1 0 000 2h1.2l1.7 7.6A2 2 0 007.9 14H15a1 1 0 100-2H7.9l-.2-1H15a1 1 0 001-.8l1-5A1 1 0 0016 4H6.2l-.2-.8A1 1 0 005 3H3zm5 13a1.5 1.5 0 100 3 1.5 1.5 0 000-3zm7 0a1.5 1.5 0 100 3 1.5 1.5 0 000-3z",
}

/** A decorative icon (hidden from screen readers: its control is named in words). */
export function Icon({ d, className }: { d: string; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className}>
      <path d={d} />
    </svg>
  )
}
