import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import type { MediaPostValues } from '../forms/media-post.schema';
import { probeMedia } from '../model/media-probe';
import type { MediaFacts } from '../model/media-rules';

const t = mediaPostingJa.create;

// An object URL for the chosen video's preview, revoked when the file changes or the form goes away.
const useVideoUrl = (file: File | null) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('video/') || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
};

const factsText = (facts: MediaFacts) => {
  if (facts.kind === 'photo') return facts.width !== null && facts.height !== null ? t.photoFacts(facts.width, facts.height) : null;
  return facts.durationSeconds !== null ? t.videoFacts(facts.durationSeconds) : null;
};

// Under the file field: what the browser read of the file (a photo's pixel size, a video's length) and, for a
// video, a player (the field itself previews photos).
export const MediaFileFacts = () => {
  const { values } = useFormikContext<MediaPostValues>();
  const file = values.file;
  const videoUrl = useVideoUrl(file);
  const [facts, setFacts] = useState<{ file: File; facts: MediaFacts | null } | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    let live = true;
    void probeMedia(file).then((read) => live && setFacts({ file, facts: read }));
    return () => {
      live = false;
    };
  }, [file]);

  if (!file) return null;
  const read = facts?.file === file ? facts.facts : undefined;
  const text = read === undefined ? t.checking : read ? factsText(read) : null;
  return (
    <Box mt="-2" mb="4" data-testid="media-file-facts">
      {videoUrl ? (
        <chakra.video src={videoUrl} controls muted preload="metadata" maxW="100%" maxH="60" borderRadius="md" aria-label={t.videoPreview(file.name)} />
      ) : null}
      {text ? (
        <chakra.p fontSize="sm" color="muted" role="status">
          {text}
        </chakra.p>
      ) : null}
    </Box>
  );
};
