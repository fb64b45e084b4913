// The portal's day: the supplier and its customers are in the Netherlands, and a care
// institution works through the night. "Today" (a repair dated today, a delivery wished
// from today) and the date of a moment (when a request was made) are those of Dutch time,
// on the server as in the nurse's browser; in UTC the hour after Dutch midnight still
// counted as yesterday (a repair dated today was refused as a future date).
export const PORTAL_TIME_ZONE = 'Europe/Amsterdam';
