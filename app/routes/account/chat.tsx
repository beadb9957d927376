import { chatHead, chatInbox, chatPage } from "~/content/templates/account/chat";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AccountHead } from "~/sections/kit/account-page";
import { Chat } from "~/sections/kit/chat";

export const meta = () => templateMeta(chatPage);
export const handle = templateHandle(chatPage);

export default function AccountChatPage() {
  return (
    <>
      <AccountHead {...chatHead} />
      <Chat {...chatInbox} />
    </>
  );
}
