import { Type, type Static } from 'typebox';
import { TIME_OFF_KINDS } from './vocabularies.js';
import { MAX_LENGTH, MAX_TIME_OFF_DAYS } from './limits.js';
import { DateString, DateTimeString, Nullable, listResponse } from './common.js';

/** A public holiday: nobody's working day, so it counts towards no capacity and no allocation's planned hours. */
export const HolidaySchema = Type.Object({ id: Type.Integer(), date: DateString, name: Type.String() });
export type Holiday = Static<typeof HolidaySchema>;

/** POST /holidays. One holiday per date: a date already on the list is a 409. */
export const HolidayBody = Type.Object(
  { date: DateString, name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.holidayName, description: 'Stored trimmed' }) },
  { additionalProperties: false },
);
export type HolidayBody = Static<typeof HolidayBody>;

/** An inclusive date range; either end may be left open. Time off is listed when it overlaps the range. */
export const DateRangeQuery = Type.Object(
  {
    from: Type.Optional(DateString),
    to: Type.Optional(Type.String({ format: 'date', description: 'Inclusive; not before `from`' })),
  },
  { additionalProperties: false },
);
export type DateRangeQuery = Static<typeof DateRangeQuery>;

/** By date, earliest first. */
export const HolidayList = listResponse(HolidaySchema);
export type HolidayList = Static<typeof HolidayList>;

/** A row of the imported file whose date was already on the list: reported, not imported again. */
export const HolidayImportDuplicate = Type.Object({
  row: Type.Integer({ description: 'Row number in the file, counting a header row' }),
  date: DateString,
  name: Type.String(),
  existingName: Type.String({ description: 'The name the date already has on the list' }),
});

/** POST /holidays/import: the holidays added, and the rows left out because their date was already on the list. */
export const HolidayImportResult = Type.Object({
  imported: Type.Array(HolidaySchema),
  duplicates: Type.Array(HolidayImportDuplicate),
});
export type HolidayImportResult = Static<typeof HolidayImportResult>;

/** Time off's half days: the afternoon only of its first day, the morning only of its last. */
export const TimeOffHalfDays = {
  halfDayStart: Type.Optional(Type.Boolean({ description: 'Only the afternoon of startDate is off (half of the day counts); absent is false' })),
  halfDayEnd: Type.Optional(Type.Boolean({ description: 'Only the morning of endDate is off (half of the day counts); absent is false' })),
};

/**
 * A person's absence over whole days, or half of its first or last day; their working days in it count towards no
 * capacity and no planned hours, a half day half.
 */
export const TimeOffSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  startDate: DateString,
  endDate: DateString,
  ...TimeOffHalfDays,
  kind: Type.Enum(TIME_OFF_KINDS),
  note: Nullable(Type.String()),
  createdBy: Nullable(Type.Integer({ description: 'Who recorded it; null once that account is gone' })),
  createdAt: DateTimeString,
});
export type TimeOff = Static<typeof TimeOffSchema>;

/**
 * POST /users/{id}/time-off: at most MAX_TIME_OFF_DAYS days. A range overlapping the person's other time off is
 * refused (409). A one-day time off may be halved only with halfDayStart (halfDayEnd on it is a 400).
 */
export const TimeOffBody = Type.Object(
  {
    startDate: DateString,
    endDate: Type.String({ format: 'date', description: `Inclusive; not before startDate, at most ${MAX_TIME_OFF_DAYS} days after it counting both` }),
    ...TimeOffHalfDays,
    kind: Type.Enum(TIME_OFF_KINDS),
    note: Type.Optional(Nullable(Type.String({ maxLength: MAX_LENGTH.timeOffNote, description: 'Blank is stored as none' }))),
  },
  { additionalProperties: false },
);
export type TimeOffBody = Static<typeof TimeOffBody>;

/** By start date, earliest first. */
export const TimeOffList = listResponse(TimeOffSchema);
export type TimeOffList = Static<typeof TimeOffList>;
