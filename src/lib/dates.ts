const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "18 March 2025" for "2025-03-18", the same on the server and in every time zone. */
export const formatDate = (day: string) => DATE.format(new Date(`${day}T00:00:00Z`));
