/**
 * The screenshots' index.html: every route, then each language, then each width, a row of
 * its screens in order (thumbnails linking to the full picture), and the interactive states.
 */
export interface Shot {
  /** A route, or `states` for the interactive states. */
  group: string;
  language: string;
  width: number;
  /** The screen's number, or the state's name. */
  name: string;
  /** The PNG's path relative to index.html. */
  file: string;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

export function indexPage(shots: readonly Shot[], title: string): string {
  const groups = [...new Set(shots.map((shot) => shot.group))];
  const sections = groups.map((group) => {
    const inGroup = shots.filter((shot) => shot.group === group);
    const rows = [...new Set(inGroup.map((shot) => `${shot.language} ${shot.width}`))].map(
      (row) => {
        const [language = '', width = ''] = row.split(' ');
        const cells = inGroup
          .filter((shot) => shot.language === language && String(shot.width) === width)
          .map(
            (shot) =>
              `<a href="${escape(shot.file)}"><img loading="lazy" src="${escape(shot.file)}" alt="${escape(`${group} ${row} ${shot.name}`)}"><span>${escape(shot.name)}</span></a>`,
          )
          .join('');
        return `<h3 id="${escape(`${group} ${row}`)}">${escape(language)} · ${escape(width)} px</h3><div class="row">${cells}</div>`;
      },
    );
    return `<section><h2>${escape(group)}</h2>${rows.join('')}</section>`;
  });
  const toc = groups.map((group) => `<a href="#${escape(group)}">${escape(group)}</a>`).join(' ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #111; }
  nav { position: sticky; top: 0; background: #fff; padding: 8px 0; border-bottom: 1px solid #ccc; }
  nav a { margin-right: 8px; }
  .row { display: flex; gap: 8px; overflow-x: auto; padding-bottom: 8px; }
  .row a { flex: none; display: flex; flex-direction: column; align-items: center; color: inherit; }
  .row img { height: 240px; border: 1px solid #ccc; }
  h2 { margin-top: 32px; } h3 { margin: 16px 0 4px; font-size: 14px; }
</style></head><body>
<h1>${escape(title)}</h1>
<nav>${toc}</nav>
${sections.map((section, i) => section.replace('<section>', `<section id="${escape(groups[i] ?? '')}">`)).join('\n')}
</body></html>
`;
}
