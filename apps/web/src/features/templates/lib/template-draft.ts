import type { EditorState } from './editor-model';

/**
 * The new template a member is writing, kept on this device until its first save: leaving /app/templates/add (a tap
 * on the tab bar, a closed tab) used to lose it. One draft per member; its id is the template's, so the first save
 * after a return is still idempotent.
 */
export const TEMPLATE_DRAFT_KEY = 'lifeorbit.template-draft';

export interface TemplateDraft {
  userId: string;
  templateId: string;
  state: EditorState;
}

export function readTemplateDraft(userId: string): TemplateDraft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(TEMPLATE_DRAFT_KEY) ?? 'null') as TemplateDraft | null;
    if (!draft || draft.userId !== userId || typeof draft.templateId !== 'string') return null;
    if (typeof draft.state?.name !== 'string' || !Array.isArray(draft.state.items)) return null;
    return draft;
  } catch {
    return null;
  }
}

/** Stores the draft, or forgets it when there is nothing in it. */
export function writeTemplateDraft(draft: TemplateDraft): void {
  try {
    if (draft.state.name.trim() === '' && draft.state.items.length === 0) localStorage.removeItem(TEMPLATE_DRAFT_KEY);
    else localStorage.setItem(TEMPLATE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode): the editor still works, only the draft is not kept.
  }
}

export function clearTemplateDraft(): void {
  try {
    localStorage.removeItem(TEMPLATE_DRAFT_KEY);
  } catch {
    // Nothing was stored.
  }
}
