import { z } from 'zod';
import { cleanMultiLineText, multiLineText, singleLineText } from './text';

/**
 * Spec §4, §7: session events (the page was hidden or closed) and the client monitor's findings, stored in the
 * admin-action log. Content is cut to SECURITY_CONTENT_MAX characters (stored, never refused for its length).
 */
export const SECURITY_CONTENT_MAX = 100;
const RAW_TEXT_MAX = 5000;
const URL_MAX = 2000;

/** Accepts any text up to RAW_TEXT_MAX and keeps the first SECURITY_CONTENT_MAX characters (cleaned again after the
 * cut, so no half of an emoji is left at the end). */
const CutText = multiLineText(RAW_TEXT_MAX, {
  notText: 'Must be text',
  tooLong: `Must be at most ${RAW_TEXT_MAX} characters`,
}).transform((value) => cleanMultiLineText(value.slice(0, SECURITY_CONTENT_MAX)));
const PageUrl = singleLineText(URL_MAX, {
  notText: 'The page URL must be text',
  tooLong: `The page URL must be at most ${URL_MAX} characters`,
});
const Timestamp = z.iso.datetime({ error: 'The timestamp must be an ISO date-time', offset: true });
const LineOrColumn = z.number({ error: 'Must be a number' }).int().min(0).max(10_000_000).nullable().optional();

export const SESSION_EVENTS = ['backgrounded', 'ended'] as const;

export const SessionSecurityEvent = z
  .object({
    type: z.literal('session_event'),
    event: z.enum(SESSION_EVENTS, { error: 'The event must be backgrounded or ended' }),
    timestamp: Timestamp,
    url: PageUrl,
  })
  .strict();

export const PotentialXssEvent = z
  .object({
    type: z.literal('potential_xss_detected'),
    message: CutText,
    file: PageUrl.nullable().optional(),
    line: LineOrColumn,
    column: LineOrColumn,
    timestamp: Timestamp,
    url: PageUrl,
  })
  .strict();

export const InlineScriptEvent = z
  .object({
    type: z.literal('inline_script_detected'),
    content: CutText,
    timestamp: Timestamp,
    url: PageUrl,
  })
  .strict();

export const SUSPICIOUS_ATTRIBUTES = ['onload', 'onerror', 'onclick', 'onmouseover'] as const;
export const SuspiciousAttributeEvent = z
  .object({
    type: z.literal('suspicious_attribute_detected'),
    attribute: z.enum(SUSPICIOUS_ATTRIBUTES, {
      error: 'The attribute must be onload, onerror, onclick or onmouseover',
    }),
    value: CutText,
    tagName: z
      .string()
      .max(40)
      .regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, { error: 'Not a tag name' })
      .optional(),
    timestamp: Timestamp,
    url: PageUrl,
  })
  .strict();

export const SecurityEventRequest = z.discriminatedUnion(
  'type',
  [SessionSecurityEvent, PotentialXssEvent, InlineScriptEvent, SuspiciousAttributeEvent],
  {
    error:
      'The type must be session_event, potential_xss_detected, inline_script_detected or suspicious_attribute_detected',
  },
);
export type SecurityEventRequest = z.infer<typeof SecurityEventRequest>;
export type SecurityEventType = SecurityEventRequest['type'];
