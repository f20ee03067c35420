/** An event type as a translation key (`set.logged` → `set_logged`: a dot would nest the key). */
export const eventKey = (type: string) => type.replaceAll('.', '_');
