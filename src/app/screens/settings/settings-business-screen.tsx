import { chakra } from '@chakra-ui/react';
import { StoreListExport } from '../../../features/exports/components/store-list-export';
import { GroupSection } from '../../../features/groups/components/group-section';
import { can } from '../../../shared/access/access-rules';
import { ja } from '../../../shared/i18n/ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';
import { GroupAssignment } from './settings-business-assignment';

// 店舗情報グループ設定: business info groups and custom groups, and which stores belong to each.
export const SettingsBusinessScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(ja.groups.title);
  if (!can(user, 'settingsBusiness')) return <NotFoundScreen />;
  return (
    <>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="4">
        {ja.groups.title}
      </chakra.h1>
      <GroupSection kind="business" />
      <GroupSection kind="custom" />
      <GroupAssignment />
      <StoreListExport />
    </>
  );
};
