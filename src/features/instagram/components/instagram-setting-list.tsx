import { Box, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../../components/button';
import { ja } from '../../../shared/i18n/ja';
import { instagramJa as t } from '../../../shared/i18n/instagram.ja';
import type { InstagramSetting } from '../instagram.api';
import { formatHashtags } from '../forms/instagram-setting.mappers';

interface InstagramSettingListProps {
  settings: InstagramSetting[];
  label: string;
  editPath: (id: number) => string;
  onDelete: (setting: InstagramSetting) => void;
}

const rulesOf = (s: InstagramSetting): string[] => [
  s.required_hashtags.length > 0 ? t.requiredTags(formatHashtags(s.required_hashtags)) : t.allPosts,
  ...(s.excluded_hashtags.length > 0 ? [t.excludedTags(formatHashtags(s.excluded_hashtags))] : []),
  ...(s.remove_hashtags ? [t.removeTagsRule] : []),
];

// Cards rather than a table, so a phone shows account, stores, rules and actions stacked without sideways scrolling.
export const InstagramSettingList = ({ settings, label, editPath, onDelete }: InstagramSettingListProps) => (
  <chakra.ul aria-label={label} listStyleType="none" m="0" p="0" data-testid="instagram-setting-list">
    {settings.map((s) => (
      <chakra.li key={s.id} display="flex" flexDirection={{ base: 'column', md: 'row' }} gap="2" py="3" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line">
        <Box flex="1" minW="0">
          <chakra.h3 fontWeight="bold" fontSize="md" wordBreak="break-all">
            @{s.instagram_account.username}
            <chakra.span ml="2" fontSize="sm" fontWeight="normal" color={s.enabled ? 'success' : 'muted'}>
              {s.enabled ? t.enabled : t.disabled}
            </chakra.span>
          </chakra.h3>
          <chakra.p fontSize="sm" wordBreak="break-all">
            {t.stores}: {s.local_accounts.map((a) => a.title).join('、')}
          </chakra.p>
          <chakra.p fontSize="sm" wordBreak="break-all">
            {t.rules}: {rulesOf(s).join(' / ')}
          </chakra.p>
          <chakra.p fontSize="xs" color="muted">
            {t.lastChecked} {s.last_checked_at ?? t.notCheckedYet}
          </chakra.p>
          {s.last_error ? (
            <chakra.p fontSize="sm" color="danger" fontWeight="bold" data-testid="instagram-setting-error">
              {s.last_error}
            </chakra.p>
          ) : null}
        </Box>
        <Box display="flex" gap="2" justifyContent="flex-end" alignItems="center">
          <chakra.a asChild display="inline-flex" alignItems="center" minH="44px" px="3" fontWeight="bold" color="ink" textDecoration="underline">
            <RouterLink to={editPath(s.id)} aria-label={t.editOf(s.instagram_account.username)}>
              {t.edit}
            </RouterLink>
          </chakra.a>
          <Button size="sm" variant="danger" aria-label={t.deleteOf(s.instagram_account.username)} onClick={() => onDelete(s)}>
            {ja.common.delete}
          </Button>
        </Box>
      </chakra.li>
    ))}
  </chakra.ul>
);
