// The header shows the corporate name with its commas as spaces (the spec's rule); the first paint shows it too.
export const displayCorporateName = (name: string) => name.replace(/[,、]/g, ' ');
