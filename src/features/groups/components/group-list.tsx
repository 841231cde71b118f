import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ja } from '../../../shared/i18n/ja';
import type { AccountGroup } from '../groups.api';

interface GroupListProps {
  groups: AccountGroup[];
  label: string;
  onRename: (group: AccountGroup) => void;
  onDelete: (group: AccountGroup) => void;
}

export const GroupList = ({ groups, label, onRename, onDelete }: GroupListProps) => {
  if (groups.length === 0) return <EmptyState message={ja.groups.empty} />;
  return (
    <chakra.ul aria-label={label} listStyleType="none" m="0" p="0">
      {groups.map((g) => (
        <chakra.li
          key={g.id}
          display="flex"
          flexWrap="wrap"
          alignItems="center"
          gap="2"
          py="2"
          borderBottomWidth="1px"
          borderBottomStyle="solid"
          borderBottomColor="line"
        >
          <chakra.span fontWeight="bold" flex="1" minW="8rem" wordBreak="break-all">
            {g.name}
          </chakra.span>
          <chakra.span fontSize="sm" color="muted">
            {ja.groups.members(g.local_account_ids.length)}
          </chakra.span>
          <Box display="flex" gap="2">
            <Button size="sm" variant="outline" aria-label={`${g.name} ${ja.groups.rename}`} onClick={() => onRename(g)}>
              {ja.groups.rename}
            </Button>
            <Button size="sm" variant="danger" aria-label={`${g.name} ${ja.common.delete}`} onClick={() => onDelete(g)}>
              {ja.common.delete}
            </Button>
          </Box>
        </chakra.li>
      ))}
    </chakra.ul>
  );
};
