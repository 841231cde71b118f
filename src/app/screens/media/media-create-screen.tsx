import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ScreenHeading } from '../../../components/screen-heading';
import { useListLocalAccountsQuery } from '../../../features/local-accounts/local-accounts.api';
import { MediaPostForm } from '../../../features/media-posting/components/media-post-form';
import { useCreateMediaPostMutation } from '../../../features/media-posting/media-posting.api';
import { StorePicker } from '../../../features/store-picker/components/store-picker';
import { toPickerRows } from '../../../features/store-picker/model/picker-rows';
import { can } from '../../../shared/access/access-rules';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import { checkedAccountsSet, selectCheckedAccounts } from '../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { paths } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';

const t = mediaPostingJa.create;
const SCOPE = 'media-post-stores';

const MediaCreate = () => {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const accounts = useListLocalAccountsQuery({});
  // Media posting is Google only (spec: the screen shows only Google), so only Google stores are offered.
  const rows = useMemo(() => (accounts.data ? toPickerRows(accounts.data.data).filter((r) => r.provider === 'google') : []), [accounts.data]);
  const googleKeys = useMemo(() => new Set(rows.map((r) => r.key)), [rows]);
  const checked = useAppSelector((s) => selectCheckedAccounts(s, SCOPE));
  const storeIds = useMemo(() => checked.filter((key) => googleKeys.has(key)), [checked, googleKeys]);
  const [create] = useCreateMediaPostMutation();

  const picker = (
    <Box bg="surface" borderRadius="md" p="4" mb="6">
      <StorePicker
        scope={SCOPE}
        rows={rows}
        heading={t.pickerHeading}
        businessGroups={accounts.data?.data.business_info_groups ?? []}
        customGroups={accounts.data?.data.custom_groups ?? []}
      />
      <chakra.p fontSize="sm" color="muted" mt="2">
        {t.googleOnly}
      </chakra.p>
    </Box>
  );
  return (
    <MediaPostForm
      storeIds={storeIds}
      picker={picker}
      onSubmit={async (request) => {
        await create({ mediaPostCreateRequest: request }).unwrap();
        // The next post starts from no stores, so these are never posted to twice by a hurried second submit.
        dispatch(checkedAccountsSet({ scope: SCOPE, keys: [] }));
        navigate(paths.media);
      }}
    />
  );
};

// 写真投稿 新規作成: one photo or video to many Google stores, now or at a time in Tokyo.
export const MediaCreateScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'media')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <chakra.p mb="4">
        <Link to={paths.media}>{t.back}</Link>
      </chakra.p>
      <MediaCreate />
    </>
  );
};
