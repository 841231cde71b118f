import { ColorField } from '../../../components/form/color-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SwitchField } from '../../../components/form/switch-field';
import { TextField } from '../../../components/form/text-field';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import { DesignFields, FieldRow, FormSection, optionsOf, useApplies, WidgetNumberField } from './widget-form-sections';

const f = mapToolJa.fields;
const s = mapToolJa.sections;

// 1 カード: a slider (how many side by side, autoplay); 2 付箋: a paged wall of notes (how many per page).
const ReviewLayoutSection = () => {
  const applies = useApplies('review');
  return (
    <FormSection title={s.layout}>
      <RadioGroupField name="layout" legend={f.layout} options={optionsOf('layout')} />
      <RadioGroupField name="item_disp" legend={f.item_disp} options={optionsOf('item_disp')} />
      {applies('slider_num') ? <RadioGroupField name="slider_num" legend={f.slider_num} options={optionsOf('slider_num')} /> : null}
      <FieldRow>
        {applies('autoplay_interval') ? <WidgetNumberField name="autoplay_interval" label={f.autoplay_interval} help={f.autoplayHelp} /> : null}
        {applies('perpage') ? <WidgetNumberField name="perpage" label={f.perpage} help={f.perpageHelp} /> : null}
      </FieldRow>
    </FormSection>
  );
};

const ReviewFilterSection = () => (
  <FormSection title={s.filter}>
    <WidgetNumberField name="rating_min" label={f.rating_min} help={f.ratingMinHelp} />
    <TextField name="keywords" label={f.keywords} help={f.keywordsHelp} autoComplete="off" />
    <TextField name="keywords_not" label={f.keywords_not} help={f.keywordsNotHelp} autoComplete="off" />
    <RadioGroupField name="order" legend={f.order} options={optionsOf('order')} />
    <SwitchField name="rating_desc" label={f.rating_desc} onText={f.yes} offText={f.no} />
    <SwitchField name="textreview_top" label={f.textreview_top} onText={f.yes} offText={f.no} />
  </FormSection>
);

const ReviewDesignSection = () => (
  <FormSection title={s.design}>
    <DesignFields />
    <FieldRow>
      <WidgetNumberField name="review_width" label={f.review_width} help={f.reviewWidthHelp} />
      <WidgetNumberField name="padding_size" label={f.padding_size} />
    </FieldRow>
    <FieldRow>
      <ColorField name="star_color" label={f.star_color} />
      <ColorField name="headerparts_color" label={f.headerparts_color} />
    </FieldRow>
    <SwitchField name="estimate" label={f.estimate} onText={f.on} offText={f.off} />
    <SwitchField name="review_date" label={f.review_date} onText={f.on} offText={f.off} />
    <SwitchField name="account_name" label={f.account_name} onText={f.on} offText={f.off} />
  </FormSection>
);

/** The review widget's own settings: layout, which reviews and in what order, and the design. */
export const ReviewSections = () => (
  <>
    <ReviewLayoutSection />
    <ReviewFilterSection />
    <ReviewDesignSection />
  </>
);

/** The post widget's own settings: the date and the paging, with the design. */
export const PostSections = () => (
  <FormSection title={s.design}>
    <DesignFields />
    <WidgetNumberField name="perpage" label={f.perpage} help={f.perpageHelp} />
    <SwitchField name="post_date" label={f.post_date} onText={f.on} offText={f.off} />
  </FormSection>
);

/** The photo widget's own settings: 1 ギャラリー or 2 スライダー (side by side, autoplay), with the design. */
export const PictureSections = () => {
  const applies = useApplies('picture');
  return (
    <>
      <FormSection title={s.layout}>
        <RadioGroupField name="display" legend={f.display} options={optionsOf('display')} />
        {applies('slider_num') ? <RadioGroupField name="slider_num" legend={f.slider_num} options={optionsOf('slider_num')} /> : null}
        {applies('autoplay_interval') ? <WidgetNumberField name="autoplay_interval" label={f.autoplay_interval} help={f.autoplayHelp} /> : null}
      </FormSection>
      <FormSection title={s.design}>
        <DesignFields />
      </FormSection>
    </>
  );
};
