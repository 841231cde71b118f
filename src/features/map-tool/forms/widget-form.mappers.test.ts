import { defaultWidgetSettings } from '../../../shared/widget/widget-defaults';
import { toWidgetFormValues, toWidgetSettings } from './widget-form.mappers';

describe('widget form mappers', () => {
  it('starts a new widget from the kind defaults, choices as strings', () => {
    const values = toWidgetFormValues('review');
    expect(values).toMatchObject({ name: '', accounts: [], layout: '1', item_disp: '1', slider_num: '3', order: '2', theme: '1', font_family: 'gothic', rating_min: 4 });
  });

  it('round-trips saved settings into the contract body', () => {
    const saved = { ...defaultWidgetSettings('review'), name: '本店', accounts: ['g_10', 'g_2'], layout: 2, perpage: 4, rating_min: 5, order: 3 };
    const values = toWidgetFormValues('review', saved);
    expect(values).toMatchObject({ accounts: ['g_2', 'g_10'], layout: '2', perpage: 4, order: '3' });
    expect(toWidgetSettings('review', values)).toEqual({ ...saved, accounts: ['g_2', 'g_10'] });
  });

  it('sends only the kind fields, trims the name, and keeps a valid value for a field the layout hides', () => {
    const values = { ...toWidgetFormValues('picture'), name: '  写真  ', accounts: ['g_1'], display: '1', slider_num: '2', autoplay_interval: '' };
    const settings = toWidgetSettings('picture', values);
    expect(settings).toEqual({ ...defaultWidgetSettings('picture'), name: '写真', accounts: ['g_1'], display: 1, slider_num: 3, autoplay_interval: 0 });
    expect(Object.keys(toWidgetSettings('post', toWidgetFormValues('post'))).sort()).toEqual(Object.keys(defaultWidgetSettings('post')).sort());
  });

  it('ignores saved values of the wrong shape', () => {
    expect(toWidgetFormValues('post', { perpage: 'x', post_date: null, name: 'お知らせ' })).toMatchObject({ perpage: 5, post_date: true, name: 'お知らせ' });
  });
});
