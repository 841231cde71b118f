import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/button';
import { NumberField } from '../../../../components/form/number-field';
import { RadioGroupField } from '../../../../components/form/radio-group-field';
import { TextField } from '../../../../components/form/text-field';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import { POINT_KINDS } from '../../../../shared/ranking/measure-rules';
import { readApiError } from '../../../../store/api-error';
import type { PointValues } from '../../forms/measure-form.schema';
import { useLazyGeocodeMeasurePointQuery } from '../../ranking.api';

const t = rankingSettingsJa.point;
const kindOptions = POINT_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] ?? kind }));

// The measurement point: the store's own location, a typed address or station found with 「検索」 (YOLP geocoder), or
// coordinates. The found point is kept with the label; a label sent without it is geocoded by the server.
export const MeasurePointFields = ({ name = 'point' }: { name?: string }) => {
  const { values, setFieldValue, setFieldError, setFieldTouched } = useFormikContext<{ point: PointValues }>();
  const point = values.point;
  const [geocode, { isFetching }] = useLazyGeocodeMeasurePointQuery();
  const [found, setFound] = useState<string | null>(null);
  const labelKind = point.kind === 'address' || point.kind === 'station' ? point.kind : null;

  const clearFound = useCallback(() => {
    setFound(null);
    void setFieldValue(`${name}.lat`, '', false);
    void setFieldValue(`${name}.lng`, '', false);
  }, [name, setFieldValue]);
  // A point found (or typed) for one kind means nothing for another.
  const lastKind = useRef(point.kind);
  useEffect(() => {
    if (lastKind.current === point.kind) return;
    lastKind.current = point.kind;
    clearFound();
  }, [point.kind, clearFound]);

  const search = async () => {
    if (!labelKind || !point.label.trim()) {
      void setFieldTouched(`${name}.label`, true, false);
      setFieldError(`${name}.label`, t.searchFirst);
      return;
    }
    try {
      const answer = await geocode({ query: point.label.trim(), kind: labelKind }, false).unwrap();
      void setFieldValue(`${name}.lat`, answer.lat, false);
      void setFieldValue(`${name}.lng`, answer.lng, false);
      setFound(t.found(answer.label, answer.lat, answer.lng));
    } catch (error) {
      clearFound();
      const message = readApiError(error).body.errors?.query?.join(' ') ?? t.notFound;
      void setFieldTouched(`${name}.label`, true, false);
      setFieldError(`${name}.label`, message);
    }
  };

  return (
    <Box>
      <RadioGroupField name={`${name}.kind`} legend={t.legend} options={kindOptions} />
      {labelKind ? (
        <Box display="flex" flexWrap="wrap" alignItems="flex-end" columnGap="3">
          <Box flex="1 1 14rem" minW="0" onChange={clearFound}>
            <TextField name={`${name}.label`} label={t.label[labelKind] ?? ''} />
          </Box>
          <Button variant="outline" minH="44px" mb="4" disabled={isFetching} onClick={() => void search()}>
            {isFetching ? t.searching : t.search}
          </Button>
        </Box>
      ) : null}
      {found ? (
        <chakra.p role="status" fontSize="sm" color="muted" mb="4" data-testid="measure-point-found">
          {found}
        </chakra.p>
      ) : null}
      {point.kind === 'coordinates' ? (
        <Box display="flex" flexWrap="wrap" columnGap="3">
          <NumberField name={`${name}.lat`} label={t.lat} min={-90} max={90} />
          <NumberField name={`${name}.lng`} label={t.lng} min={-180} max={180} />
        </Box>
      ) : null}
    </Box>
  );
};
