/**
 * Text whose codes ('DL-2019-0008', a product name with its serial) must not break at their
 * hyphens on a narrow screen: each word with a hyphen stays on one line (LOOK-AND-WORDS: a
 * code never breaks inside); the rest wraps between words as usual.
 */
export function KeepCodesWhole({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\s+)/).map((part, index) =>
        part.includes('-') ? (
          <span key={index} className="ui-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
