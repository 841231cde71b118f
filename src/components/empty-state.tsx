import { chakra } from '@chakra-ui/react';
import { ja } from '../shared/i18n/ja';

export const EmptyState = ({ message = ja.list.empty }: { message?: string }) => (
  <chakra.p py="8" textAlign="center" color="muted" data-testid="empty-state">
    {message}
  </chakra.p>
);
