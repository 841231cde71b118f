// Wording of the dashboard answers.
export const dashboardMessagesJa = {
  monthFormat: 'YYYY/MM形式で正しい年月を入力してください',
} as const;
