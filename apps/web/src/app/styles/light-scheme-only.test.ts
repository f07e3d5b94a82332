import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { lightSchemeOnly } from '../../../light-scheme-only';

const built = async (css: string) =>
  (await postcss([lightSchemeOnly()]).process(css, { from: undefined })).css;

describe('the stylesheets without the dark colour scheme (the portal is light only)', () => {
  it("leaves out Mantine's dark rules and variables, quoted or not, and keeps the light ones", async () => {
    const css = await built(`
      :root[data-mantine-color-scheme=dark] { --mantine-color-body: #242424; }
      :root[data-mantine-color-scheme="light"] { --mantine-color-body: #fff; }
      :where([data-mantine-color-scheme='dark']) .m_1 { color: white; }
      [data-mantine-color-scheme=light] .m_2 { color: black; }
      @layer mantine { [data-mantine-color-scheme=dark] .m_3:hover { background: black; } .m_3 { color: red; } }
    `);
    expect(css).not.toContain('dark');
    expect(css).toContain(':root[data-mantine-color-scheme="light"] { --mantine-color-body: #fff; }');
    expect(css).toContain('[data-mantine-color-scheme=light] .m_2 { color: black; }');
    expect(css).toContain('.m_3 { color: red; }');
  });

  it('keeps the light selectors of a rule written for both, and rules for any scheme', async () => {
    const css = await built(`
      :where([data-mantine-color-scheme='light']) .m_4, :where([data-mantine-color-scheme='dark']) .m_4 { color: gray; }
      [data-mantine-color-scheme] .m_5[data-error] { color: red; }
    `);
    expect(css).toContain(":where([data-mantine-color-scheme='light']) .m_4 { color: gray; }");
    expect(css).toContain('[data-mantine-color-scheme] .m_5[data-error] { color: red; }');
  });
});
