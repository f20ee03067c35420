/**
 * Names of the copies kept on the device (lib/outbox snapshots) that one area stores and another reads: the templates
 * area keeps each template it fetched, the workouts area starts a workout from that copy without a network.
 */
export const templateSnapshotKey = (templateId: string, lang: string) => `template:${templateId}:${lang}`;
