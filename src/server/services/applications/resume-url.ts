/**
 * The link that reopens an application in the wizard. Id and token travel in the fragment, which
 * browsers never send to a server, so the token stays out of access logs and Referer headers.
 */
export function resumeUrl(publicUrl: string, applicationId: string, accessToken: string): string {
  const fragment = new URLSearchParams({ id: applicationId, token: accessToken });
  return `${publicUrl}/apply/resume#${fragment.toString()}`;
}
