import { byteLength, finishFolderComponent } from './clean';
import { CleaningOptions } from './naming-config';
import { renderFormat, splitComponents, TokenHandlers } from './token-grammar';

/** Folder formats: each `/`-separated component rendered and finished; empty components dropped. */
export function renderFolderPattern(pattern: string, handlers: TokenHandlers, cleaning: CleaningOptions): string {
  return splitComponents(pattern)
    .map((component) => finishFolderComponent(renderFormat(component, handlers, cleaning)))
    .filter((component) => component.trim() !== '')
    .join('/');
}

/**
 * Renders a file-name component whose title tokens may be shortened to keep it within `limit` bytes.
 * `setTitleBudget(n)` points the title tokens at a byte budget (`null`: no title at all). Whole titles
 * are tried first; only when they do not fit is the title-free length measured and the rest given to them.
 */
export function renderWithinLimit(
  component: string,
  handlers: TokenHandlers,
  cleaning: CleaningOptions,
  limit: number,
  setTitleBudget: (maxBytes: number | null) => void,
): string {
  setTitleBudget(Number.MAX_SAFE_INTEGER);
  const whole = renderFormat(component, handlers, cleaning);
  if (byteLength(whole.trim()) <= limit) return whole;
  setTitleBudget(null);
  const withoutTitle = byteLength(renderFormat(component, handlers, cleaning).trim());
  setTitleBudget(limit - withoutTitle);
  return renderFormat(component, handlers, cleaning);
}
