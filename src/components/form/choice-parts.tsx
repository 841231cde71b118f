import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { describedBy, FieldNotes } from './field-parts';
import type { FieldIds } from './use-field-ids';

/** One option of a select, radio group or checkbox group. */
export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** The props every group of choices takes (radios, checkboxes). */
export interface ChoiceGroupFieldProps<V extends string> {
  name: string;
  legend: string;
  options: Choice<V>[];
  help?: string;
}

export const Fieldset = chakra('fieldset', { base: { border: 'none', p: '0', m: '0', mb: '4', minW: '0' } });
export const Legend = chakra('legend', { base: { fontWeight: 'bold', fontSize: 'sm', mb: '1', p: '0' } });

// Each option's whole label is the tap target, at least 40 px high, and the options wrap on a phone.
const OptionLabel = chakra('label', { base: { display: 'inline-flex', alignItems: 'center', gap: '2', minH: '10', cursor: 'pointer' } });
const OptionRow = chakra('div', { base: { display: 'flex', flexWrap: 'wrap', columnGap: '6' } });

interface ChoiceGroupProps<V extends string> {
  ids: Pick<FieldIds, 'invalid' | 'errorId' | 'helpId' | 'meta'>;
  legend: string;
  options: Choice<V>[];
  help?: string;
  /** The input of one option; its label text follows it. */
  input(option: Choice<V>): ReactNode;
}

/** A fieldset named by its legend, one labelled input per option, and the group's help and error below. */
export const ChoiceGroup = <V extends string>({ ids, legend, options, help, input }: ChoiceGroupProps<V>) => (
  <Fieldset aria-describedby={describedBy(ids.invalid && ids.errorId, help && ids.helpId)}>
    <Legend>{legend}</Legend>
    <OptionRow>
      {options.map((o) => (
        <OptionLabel key={o.value}>
          {input(o)}
          {o.label}
        </OptionLabel>
      ))}
    </OptionRow>
    <FieldNotes ids={ids} help={help} />
  </Fieldset>
);
