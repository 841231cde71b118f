import { OWNERSHIP_KEY, USER_KEY } from '../../shared/storage/session-storage';
import { makeUser } from '../../testing/fixtures';

// The inline boot of index.html: which static frame and brand a first load shows, before any bundle runs.
const boot = async (path: string) => {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<span id="fp-corporate"></span><span id="fp-user"></span>';
  await jest.isolateModulesAsync(async () => {
    await import('./first-paint-boot');
  });
  const { brand, firstPaint } = document.documentElement.dataset;
  return { brand, firstPaint, corporate: document.getElementById('fp-corporate')?.textContent };
};

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.brand;
  delete document.documentElement.dataset.firstPaint;
});

describe('first paint boot', () => {
  it('shows each login and reissue page in its own brand to a signed-out visitor', async () => {
    expect(await boot('/login')).toMatchObject({ firstPaint: 'login', brand: 'allgrow' });
    expect(await boot('/user-login')).toMatchObject({ firstPaint: 'login', brand: 'partner' });
    expect(await boot('/user-forgot-password/')).toMatchObject({ firstPaint: 'forgot', brand: 'partner' });
  });

  it('shows a signed-out visitor of a signed-in page the login page of the remembered ownership', async () => {
    localStorage.setItem(OWNERSHIP_KEY, 'partner');
    expect(await boot('/review')).toMatchObject({ firstPaint: 'login', brand: 'partner' });
  });

  it("shows a stored user the shell in their brand with the header's names, on a login page too", async () => {
    localStorage.setItem(USER_KEY, JSON.stringify(makeUser({ ownership: 'partner', corporate_name: 'A社,B支店' })));
    expect(await boot('/dashboard')).toEqual({ firstPaint: 'shell', brand: 'partner', corporate: 'A社 B支店' });
    expect(await boot('/login')).toMatchObject({ firstPaint: 'shell', brand: 'partner' });
  });

  it('shows only the overlay on public pages', async () => {
    expect(await boot('/coupon-review')).toMatchObject({ firstPaint: 'plain' });
    expect(await boot('/impersonate/abc')).toMatchObject({ firstPaint: 'plain' });
  });
});
