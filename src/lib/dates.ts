/** The months' names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "18 March 2025" for "2025-03-18", the same on the server and in every time zone. Written out
 * rather than with Intl.DateTimeFormat, whose first use loads locale data on the main thread
 * while the page hydrates (tens of milliseconds on a phone).
 */
export function formatDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}
