import { Box, chakra } from '@chakra-ui/react';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../shared/formats/formats';
import type { ListingProviderName, MenuReflection, MenuReflectionStatus } from '../business-menus.api';
import { businessMenusJa } from '../business-menus.ja';
import type { MenuStore } from '../model/menu-stores';

const t = businessMenusJa.reflection;
const PROVIDERS: ListingProviderName[] = ['google', 'yahoo'];
const tones: Record<MenuReflectionStatus, StatusTone> = { none: 'muted', pending: 'info', running: 'info', succeeded: 'success', failed: 'danger' };

const ProviderState = ({ provider, reflection, linked }: { provider: ListingProviderName; reflection?: MenuReflection; linked: boolean }) => (
  <Box as="li" bg="surface" borderWidth="1px" borderStyle="solid" borderColor="line" borderRadius="md" p="3" minW="0" data-testid={`reflection-${provider}`}>
    <chakra.p fontWeight="bold">{businessMenusJa.providers[provider]}</chakra.p>
    {!linked || !reflection ? (
      <chakra.p color="muted" fontSize="sm">
        {t.notLinked}
      </chakra.p>
    ) : (
      <>
        <chakra.p fontSize="sm" wordBreak="break-all">
          {reflection.title}
        </chakra.p>
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" mt="1">
          <StatusBadge tone={tones[reflection.status]} label={t.status[reflection.status]} testId={`reflection-${provider}-status`} />
          <chakra.span fontSize="sm">{t.auto(reflection.auto_reflect)}</chakra.span>
        </Box>
        <chakra.p fontSize="sm" mt="1">
          {t.last(reflection.last_reflected_at ? formatDateTime(reflection.last_reflected_at) : null)}
        </chakra.p>
        {reflection.requested_at && (reflection.status === 'pending' || reflection.status === 'running') ? (
          <chakra.p fontSize="sm">{t.requested(formatDateTime(reflection.requested_at))}</chakra.p>
        ) : null}
        {reflection.status === 'failed' && reflection.error ? (
          <chakra.p fontSize="sm" color="danger">
            {reflection.error}
          </chakra.p>
        ) : null}
      </>
    )}
  </Box>
);

/** The store's reflection to each provider: status, automatic reflection on / off, last success and last failure. */
export const ReflectionPanel = ({ store, reflections }: { store: MenuStore; reflections: MenuReflection[] }) => (
  <chakra.section aria-label={t.heading} mb="4">
    <chakra.h2 fontSize="lg" fontWeight="bold" mb="2">
      {t.heading}
    </chakra.h2>
    <chakra.ul listStyleType="none" p="0" m="0" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2" aria-live="polite">
      {PROVIDERS.map((provider) => (
        <ProviderState
          key={provider}
          provider={provider}
          linked={(provider === 'google' ? store.googleKey : store.yahooKey) !== null}
          reflection={reflections.find((r) => r.provider === provider)}
        />
      ))}
    </chakra.ul>
    {reflections.some((r) => !r.auto_reflect) ? (
      <chakra.p fontSize="sm" color="muted" mt="2">
        {t.offNote}
      </chakra.p>
    ) : null}
  </chakra.section>
);
