// The list shape every operation answers. Where counting every row would be unbounded on a large tenant, the
// repository counts up to a cap and the response says so (total_capped), so the console can print 「N件以上」.
export const toPagination = (page: number, pageSize: number, total: number, cap?: number) => {
  const capped = cap !== undefined && total >= cap;
  return {
    page,
    page_size: pageSize,
    total,
    ...(cap !== undefined ? { total_capped: capped } : {}),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / pageSize)),
  };
};

export const pageWindow = (input: { page?: number; page_size?: number }) => {
  const page = input.page ?? 1;
  const pageSize = input.page_size ?? 10;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
};
