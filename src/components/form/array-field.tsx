import { Box, chakra } from '@chakra-ui/react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { formJa } from '../../shared/i18n/form.ja';
import { Button } from '../button';
import { FieldError, FieldHelp, describedBy } from './field-parts';
import { Fieldset, Legend } from './choice-parts';

const t = formJa.array;

export interface ArrayRow {
  /** The row's position, from 0. */
  index: number;
  /** The row's path in the form values, e.g. `menus.2`: prefix of the row's own field names. */
  name: string;
}

interface ArrayFieldProps<T> {
  name: string;
  legend: string;
  /** The value of a newly added row. */
  newRow: () => T;
  children: (row: ArrayRow) => ReactNode;
  /** At most this many rows: the add button goes away at the limit. */
  maxRows?: number;
  /** At least this many rows: their remove buttons go away. */
  minRows?: number;
  help?: string;
}

// Repeating rows of fields (Formik's FieldArray). The error shown is the array's own (e.g. 「最大N件までです」 or a
// server error on the list); each row's fields show their own.
export const ArrayField = <T,>({ name, legend, newRow, children, maxRows, minRows = 0, help }: ArrayFieldProps<T>) => {
  const { values, errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const id = useId();
  const rows = (getIn(values, name) as T[] | undefined) ?? [];
  const ownError: unknown = getIn(errors, name);
  const shown = typeof ownError === 'string' && (submitCount > 0 || getIn(touched, name) === true) ? ownError : undefined;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const full = maxRows !== undefined && rows.length >= maxRows;
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <Fieldset aria-describedby={describedBy(!!shown && errorId, help && helpId)}>
          <Legend>{legend}</Legend>
          {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
          <chakra.ol listStyleType="none" p="0" m="0">
            {rows.map((_row, index) => (
              <chakra.li key={index} display="flex" flexWrap="wrap" alignItems="flex-start" gap="2" py="2" borderBottomWidth="1px" borderColor="line">
                <Box flex="1 1 14rem" minW="0">
                  {children({ index, name: `${name}.${index}` })}
                </Box>
                {rows.length > minRows ? (
                  <Button variant="ghost" size="sm" onClick={() => helpers.remove(index)}>
                    {t.remove(index + 1)}
                  </Button>
                ) : null}
              </chakra.li>
            ))}
          </chakra.ol>
          {full ? (
            <chakra.p fontSize="sm" color="muted" mt="2">
              {t.maxRows(maxRows)}
            </chakra.p>
          ) : (
            <Button variant="outline" size="sm" mt="2" onClick={() => helpers.push(newRow())}>
              {t.add}
            </Button>
          )}
          <FieldError id={errorId} message={shown} />
        </Fieldset>
      )}
    </FieldArray>
  );
};
