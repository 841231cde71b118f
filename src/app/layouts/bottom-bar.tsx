import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../components/button';
import { BOTTOM_BAR_CLEAR, BOTTOM_BAR_SELECT_ALL, useBottomBarRegistry } from '../../state/bottom-bar-actions';
import { ja } from '../../shared/i18n/ja';
import { useAppSelector } from '../../store/hooks';

// Shown only while a page has set buttons. Every button, クリア and すべて選択 included, calls the handler the page
// registered for its id; the page then writes the new counts back through bottomBarSet.
export const BottomBar = () => {
  const { buttons, selected, total } = useAppSelector((s) => s.bottomBar);
  const registry = useBottomBarRegistry();
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
      <Button size="sm" variant="ghost" onClick={() => registry.press(BOTTOM_BAR_CLEAR)}>
        {ja.bottomBar.clear}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => registry.press(BOTTOM_BAR_SELECT_ALL)}>
        {ja.bottomBar.selectAll}
      </Button>
      <Box ml="auto" display="flex" gap="2">
        {buttons.map((b) => (
          <Button key={b.id} size="sm" variant={b.tone === 'danger' ? 'danger' : b.tone === 'neutral' ? 'outline' : 'solid'} disabled={b.disabled} onClick={() => registry.press(b.id)}>
            {b.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
};
