/**
 * An answer's text as the coach writes it: paragraphs split by a blank line, and lines starting with "• " as a list
 * (a screen reader then announces how many items).
 */
export function CoachAnswerText({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/).filter((block) => block.trim());
  return (
    <div className="flex flex-col gap-2 text-sm leading-relaxed break-words">
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        const items = lines.filter((line) => line.startsWith('• '));
        if (!items.length) {
          return (
            <p key={index} className="whitespace-pre-wrap">
              {block}
            </p>
          );
        }
        const heading = lines.filter((line) => !line.startsWith('• ')).join(' ');
        return (
          <div key={index}>
            {heading ? <p>{heading}</p> : null}
            <ul className="mt-1 list-disc pl-5">
              {items.map((item, i) => (
                <li key={i}>{item.slice(2)}</li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
