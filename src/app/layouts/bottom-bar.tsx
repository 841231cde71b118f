import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../components/button';
import { bottomBarPressed, bottomBarSelectionChanged } from '../../state/bottom-bar.slice';
import { ja } from '../../shared/i18n/ja';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

// Shown only while a page has set buttons. Clear and select-all change the count; pages follow `selected`.
export const BottomBar = () => {
  const { buttons, selected, total } = useAppSelector((s) => s.bottomBar);
  const dispatch = useAppDispatch();
  if (buttons.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label={ja.bottomBar.label}
      position="fixed"
      bottom="0"
      left="0"
      right="0"
      zIndex="bar"
      bg="surface"
      borderTopWidth="1px"
      borderTopStyle="solid"
      borderTopColor="line"
      px="4"
      py="2"
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      gap="2"
      data-testid="bottom-bar"
    >
      <chakra.span fontWeight="bold">{ja.bottomBar.selected(selected, total)}</chakra.span>
      <Button size="sm" variant="ghost" onClick={() => dispatch(bottomBarSelectionChanged(0))}>
        {ja.bottomBar.clear}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => dispatch(bottomBarSelectionChanged(total))}>
        {ja.bottomBar.selectAll}
      </Button>
      <Box ml="auto" display="flex" gap="2">
        {buttons.map((b) => (
          <Button key={b.id} size="sm" variant={b.tone === 'danger' ? 'danger' : b.tone === 'neutral' ? 'outline' : 'solid'} disabled={b.disabled} onClick={() => dispatch(bottomBarPressed(b.id))}>
            {b.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
};
