import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import type { GetMenuServiceFromYahooApiResponse, GetServiceListFromGoogleApiResponse } from '../../../../features/business-menus/business-menus.api';
import { json } from '../../../../testing/handlers';
import { server } from '../../../../testing/msw-server';
import { renderApp } from '../../../../testing/render';
import { refusedAnswer, signIn } from '../menu/business-menu.testing';
import { freeForm, makeServiceSet, serviceServer, structured } from './business-service.testing';

beforeEach(signIn);

const form = () => screen.getByRole('form', { name: 'サービスの編集' });
const structuredPart = () => screen.getByRole('region', { name: 'Googleのカテゴリのサービス' });
const freePart = () => screen.getByRole('region', { name: '自由入力のサービス' });

const openStore = async () => {
  renderApp('/business/service');
  await screen.findByRole('option', { name: 'テスト店1（S-0001）' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '店舗' }), 'テスト店1（S-0001）');
  return screen.findByRole('form', { name: 'サービスの編集' });
};

describe('service screen (/business/service)', () => {
  it('offers the service types of the store’s Google category and saves structured and free-form services as multipart', async () => {
    const record = serviceServer(makeServiceSet([structured('job_type_id:haircut', 'ヘアカット', '似合わせカット'), freeForm('ヘッドスパ', '炭酸スパ')]));
    await openStore();
    const firstType = within(structuredPart()).getByRole('combobox', { name: 'サービスの種類' });
    await waitFor(() => expect(within(firstType).getAllByRole('option').map((o) => o.textContent)).toEqual(['選択してください', 'ヘアカット', 'ヘアカラー']));
    expect(record.masters).toEqual(['/api/service-type-masters/gcid%3Ahair_salon']);
    expect(firstType).toHaveDisplayValue('ヘアカット');
    expect(within(freePart()).getByLabelText('サービス名')).toHaveValue('炭酸スパ');

    await userEvent.click(within(form()).getByRole('button', { name: 'カテゴリのサービスを追加' }));
    await userEvent.click(within(form()).getByRole('button', { name: '保存' }));
    const added = within(structuredPart()).getByRole('group', { name: 'カテゴリのサービス2' });
    expect(await within(added).findByText('選択してください', { selector: 'p' })).toBeInTheDocument();
    await userEvent.selectOptions(within(added).getByRole('combobox', { name: 'サービスの種類' }), 'ヘアカラー');
    await userEvent.type(within(added).getByLabelText('説明'), 'イルミナカラー');
    await userEvent.click(within(freePart()).getByRole('button', { name: '自由入力のサービス1を削除' }));
    await userEvent.click(within(form()).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(record.saves).toHaveLength(1));
    expect(record.saves[0].method).toBe('PUT');
    expect(record.saves[0].payload).toEqual({
      local_account_id: 'g_1',
      services: [
        { kind: 'structured', service_type_id: 'job_type_id:haircut', category: null, name: 'ヘアカット', description: '似合わせカット' },
        { kind: 'structured', service_type_id: 'job_type_id:hair_coloring', category: null, name: 'ヘアカラー', description: 'イルミナカラー' },
      ],
    });
    expect(await screen.findByTestId('success-dialog')).toHaveTextContent('サービスを保存しました');
  });

  it('has no structured choice without a Google category, and checks free-form services before sending (the category is optional)', async () => {
    const record = serviceServer(makeServiceSet([], { google_category_id: null }));
    await openStore();
    expect(within(structuredPart()).getByText(/Googleのカテゴリを取得できないため/)).toBeInTheDocument();
    expect(within(structuredPart()).queryByRole('button', { name: 'カテゴリのサービスを追加' })).not.toBeInTheDocument();
    expect(record.masters).toEqual([]);
    await userEvent.click(within(freePart()).getByRole('button', { name: '自由入力のサービスを追加' }));
    await userEvent.type(within(freePart()).getByLabelText('サービス名'), '「特選」&コース');
    await userEvent.click(within(form()).getByRole('button', { name: '保存' }));
    expect(await within(freePart()).findByText('< > ’ " & ¥ 《 》 は使用できません')).toBeInTheDocument();
    // The category is the optional Yahoo!プレイス heading; the name is required.
    expect(within(freePart()).getByLabelText('カテゴリ（任意）')).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(within(freePart()).getByLabelText('サービス名'));
    await userEvent.click(within(form()).getByRole('button', { name: '保存' }));
    expect(await within(freePart()).findByText('入力してください')).toBeInTheDocument();
    expect(record.saves).toHaveLength(0);
  });

  it('imports from Google into the form, shows a refusal and the no-data dialog, and puts server field errors on their fields', async () => {
    const record = serviceServer(makeServiceSet([]), {
      google: () => json<GetServiceListFromGoogleApiResponse>({ message: '', data: { services: [freeForm('カット', 'メンズカット', '学生割引あり')] } }),
      refuse: () => ({ message: '入力内容に誤りがあります', code: 'validation_failed', errors: { 'services.0.description': ['この説明は使用できません'] } }),
    });
    server.use(http.get('/api/menu-service-yahoo/:id', () => json<GetMenuServiceFromYahooApiResponse>({ message: 'Yahoo!プレイスにサービスが登録されていません', data: null })));
    await openStore();
    await userEvent.click(within(form()).getByRole('button', { name: 'Yahoo!から取り込む' }));
    const dialog = await screen.findByTestId('error-dialog');
    expect(dialog).toHaveTextContent('Yahoo!プレイスにサービスが登録されていません');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await userEvent.click(within(form()).getByRole('button', { name: 'Googleから取り込む' }));
    const name = await within(freePart()).findByLabelText('サービス名');
    expect(name).toHaveValue('メンズカット');
    expect(screen.getByText('保存していない変更があります。')).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(record.saves).toHaveLength(1));
    await waitFor(() => expect(within(freePart()).getByLabelText('説明')).toHaveAccessibleDescription(expect.stringContaining('この説明は使用できません')));
    expect(within(freePart()).getByLabelText('説明')).toHaveValue('学生割引あり');

    server.use(http.get('/api/service-list-from-googles/:id', refusedAnswer));
    await userEvent.click(within(form()).getByRole('button', { name: 'Googleから取り込む' }));
    expect(await screen.findByTestId('error-dialog')).toHaveTextContent('自動反映がオンのため取り込みできません');
    expect(name).toHaveValue('メンズカット');
  });
});
