import { Box, chakra } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ja } from '../../../shared/i18n/ja';
import { errorLines, readApiError } from '../../../store/api-error';
import { useLinkOauthLocationsMutation, type LinkableLocation, type ListingProviderName } from '../local-accounts.api';

interface OauthLocationsFormProps {
  provider: ListingProviderName;
  locations: LinkableLocation[];
  linkedCount: number;
  contractedCount: number;
  onLinked: () => void;
}

const linkError = (error: unknown): string[] => {
  const { body } = readApiError(error);
  if (body.code === 'linkage_limit_exceeded') return [ja.validation.linkageOverContract];
  const lines = errorLines(body);
  return lines.length > 0 ? lines : [ja.dialog.errorTitle];
};

// The locations the provider answered, as checkboxes labelled by store title; already linked ones stay checked.
export const OauthLocationsForm = ({ provider, locations, linkedCount, contractedCount, onLinked }: OauthLocationsFormProps) => {
  const legendId = useId();
  const errorId = useId();
  const [link, { isLoading }] = useLinkOauthLocationsMutation();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<string[]>([]);
  if (locations.length === 0) return <EmptyState message={ja.oauth.noLocations} />;

  const toggle = (id: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    try {
      await link({ linkLocationsRequest: { provider, location_ids: [...checked] } }).unwrap();
      onLinked();
    } catch (error) {
      setErrors(linkError(error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={errors.length ? errorId : undefined}>
      <chakra.p fontSize="sm" mb="2">
        {ja.oauth.lead}
      </chakra.p>
      <chakra.p fontSize="sm" color="muted" mb="3" data-testid="oauth-linked-count">
        {ja.oauth.linkedCount(linkedCount, contractedCount)}
      </chakra.p>
      <chakra.fieldset border="none" p="0" m="0" mb="4">
        <chakra.legend id={legendId} fontWeight="bold" mb="2">
          {ja.oauth.locations}
        </chakra.legend>
        <Box maxH="60vh" overflowY="auto">
          {locations.map((l) => (
            <chakra.label
              key={l.location_id}
              display="flex"
              alignItems="flex-start"
              gap="2"
              py="2"
              borderBottomWidth="1px"
              borderBottomStyle="solid"
              borderBottomColor="line"
            >
              <input
                type="checkbox"
                checked={l.is_linked || checked.has(l.location_id)}
                disabled={l.is_linked}
                onChange={() => toggle(l.location_id)}
              />
              <chakra.span>
                {l.title}
                {l.is_linked ? (
                  <chakra.span fontSize="sm" color="muted" ml="2">
                    {ja.oauth.alreadyLinked}
                  </chakra.span>
                ) : null}
                <chakra.span display="block" fontSize="sm" color="muted">
                  {l.address}
                </chakra.span>
              </chakra.span>
            </chakra.label>
          ))}
        </Box>
      </chakra.fieldset>
      {errors.length > 0 ? (
        <Box id={errorId} role="alert" color="danger" fontWeight="bold" mb="3" data-testid="oauth-link-error">
          {errors.map((line) => (
            <chakra.p key={line}>{line}</chakra.p>
          ))}
        </Box>
      ) : null}
      <Button type="submit" width="100%" disabled={isLoading || checked.size === 0}>
        {ja.oauth.submit}
      </Button>
    </form>
  );
};
