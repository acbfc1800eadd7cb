/**
 * Issue 59, item 3: the partner and hiring forms' own controls speak the page's language. The
 * browser's date input and file button used the browser's words and order ("mm/dd/yyyy",
 * "Choose File / No file chosen") whatever the page's language.
 */
import { screen, within } from '@testing-library/react';
import type { Language } from '@/i18n/languages';
import { renderRoute } from '../../utils/renderWithProviders';

/** A text as shown: Chinese gets a zero-width space between its words (Low 13), any others not. */
const shown = (text: string) =>
  new RegExp(
    `^${Array.from(text)
      .map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\u200b?')}$`,
  );

async function openForm(url: string, language: Language, heading: string) {
  await renderRoute(url, { language });
  return within(await screen.findByRole('form', { name: shown(heading) }, { timeout: 5000 }));
}

describe("controls in the page's language (issue 59, item 3)", () => {
  it.each([
    [
      'hi',
      'व्यक्तिगत जानकारी',
      'जन्म तिथि',
      ['दिन', 'महीना', 'वर्ष'],
      'फ़ाइल चुनें',
      'कोई फ़ाइल नहीं चुनी गई',
    ],
    [
      'de',
      'Persönliche Angaben',
      'Geburtsdatum',
      ['Tag', 'Monat', 'Jahr'],
      'Datei auswählen',
      'Keine Datei ausgewählt',
    ],
    ['zh', '个人信息', '出生日期', ['日', '月', '年'], '选择文件', '未选择文件'],
  ] as const)(
    '/%s/joinus: the date of birth as day, month, year and the file buttons in its words',
    async (language, heading, dateName, parts, choose, none) => {
      const form = await openForm('/joinus', language, heading);
      const date = form.getByRole('group', { name: shown(dateName) });
      expect(
        within(date)
          .getAllByRole('textbox')
          .map((part) => part.id),
      ).toEqual(['dsa-form-dob-day', 'dsa-form-dob-month', 'dsa-form-dob-year']);
      parts.forEach((part, index) =>
        expect(within(date).getAllByRole('textbox')[index]).toHaveAccessibleName(shown(part)),
      );
      expect(form.getAllByText(shown(choose), { selector: 'label' })).toHaveLength(2);
      expect(form.getAllByText(shown(none)).map((status) => status.id)).toEqual([
        'dsa-form-panCard-chosen',
        'dsa-form-aadhaarCard-chosen',
      ]);
    },
  );

  it('/ru/form: the resume picker says what it does and that nothing is chosen, in Russian', async () => {
    const form = await openForm('/form', 'ru', 'Анкета соискателя');
    expect(form.getByText('Выбрать файл', { selector: 'label' })).toBeInTheDocument();
    const picker = form.getByLabelText(/^Загрузить резюме/, { selector: 'input' });
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('Файл не выбран'));
  });
});
