import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";

import { PersonAvatar } from "~/components/kit/person-avatar";
import { addComment, type Comment, countComments } from "~/lib/comments";

import { formatPostDate } from "./post-card";
import { KitSection } from "./section";

import "~/styles/kit/_comments.scss";

export interface KitCommentsProps {
  /** id of the section's h2. */
  id: string;
  /** The comments so far, threaded. */
  comments: readonly Comment[];
  /** Reply buttons on each comment and a form for a new one (kept in this browser only). */
  replyable?: boolean;
  /** The small print under the forms, e.g. that nothing is sent on a sample page. */
  note?: string;
}

/**
 * A threaded comment section. With `replyable`, a new comment or reply is appended in place,
 * takes focus and is announced politely; the sample page sends nothing.
 */
export function KitComments({ id, comments, replyable, note }: KitCommentsProps) {
  const [thread, setThread] = useState<readonly Comment[]>(comments);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const added = useRef(0);
  const count = countComments(thread);

  function post(parentId: string | null, author: string, text: string) {
    added.current += 1;
    const comment: Comment = {
      id: `${id}-new-${added.current}`,
      author,
      date: new Date().toISOString().slice(0, 10),
      text,
      replies: [],
    };
    flushSync(() => {
      setThread((current) => addComment(current, parentId, comment));
      setReplyTo(null);
      setAnnouncement(parentId ? `Your reply was posted.` : `Your comment was posted.`);
    });
    document.getElementById(comment.id)?.focus();
  }

  return (
    <KitSection
      id={id}
      heading={{ title: count === 1 ? "1 comment" : `${count} comments` }}
      align="start"
      className="kit-comments"
    >
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {thread.length > 0 ? (
        <CommentList
          comments={thread}
          replyable={replyable}
          replyTo={replyTo}
          onReply={setReplyTo}
          onPost={post}
          note={note}
        />
      ) : (
        <p className="kit-muted">No comments yet.</p>
      )}
      {replyable && (
        <div className="kit-card kit-comment-new">
          <h3>Leave a comment</h3>
          <CommentForm
            submitLabel="Post comment"
            textLabel="Comment"
            onPost={(author, text) => post(null, author, text)}
            note={note}
          />
        </div>
      )}
    </KitSection>
  );
}

interface ListProps {
  comments: readonly Comment[];
  replyable?: boolean;
  replyTo: string | null;
  onReply: (id: string | null) => void;
  onPost: (parentId: string, author: string, text: string) => void;
  note?: string;
}

function CommentList({ comments, ...rest }: ListProps) {
  return (
    <ol className="kit-comment-list">
      {comments.map((comment) => (
        <li key={comment.id}>
          <CommentItem comment={comment} {...rest} />
        </li>
      ))}
    </ol>
  );
}

function CommentItem({
  comment,
  replyable,
  replyTo,
  onReply,
  onPost,
  note,
}: Omit<ListProps, "comments"> & { comment: Comment }) {
  const open = replyTo === comment.id;
  const formId = `${comment.id}-reply`;
  return (
    <>
      <article
        id={comment.id}
        tabIndex={-1}
        className="kit-comment"
        aria-label={`Comment by ${comment.author}`}
      >
        <PersonAvatar name={comment.author} size={44} />
        <div className="kit-comment-body">
          <p className="kit-comment-meta">
            <strong>{comment.author}</strong> ·{" "}
            <time dateTime={comment.date}>{formatPostDate(comment.date)}</time>
          </p>
          <p className="kit-comment-text">{comment.text}</p>
          {replyable && (
            <button
              type="button"
              className="kit-btn kit-btn-outline kit-btn-sm"
              aria-label={`Reply to ${comment.author}`}
              aria-expanded={open}
              aria-controls={open ? formId : undefined}
              onClick={() => onReply(open ? null : comment.id)}
            >
              Reply
            </button>
          )}
          {open && (
            <div id={formId} className="kit-comment-reply">
              <CommentForm
                focusOnOpen
                submitLabel="Post reply"
                textLabel={`Reply to ${comment.author}`}
                onPost={(author, text) => onPost(comment.id, author, text)}
                onCancel={() => {
                  onReply(null);
                  document.getElementById(comment.id)?.focus();
                }}
                note={note}
              />
            </div>
          )}
        </div>
      </article>
      {comment.replies.length > 0 && (
        <CommentList
          comments={comment.replies}
          replyable={replyable}
          replyTo={replyTo}
          onReply={onReply}
          onPost={onPost}
          note={note}
        />
      )}
    </>
  );
}

function CommentForm({
  submitLabel,
  textLabel,
  onPost,
  onCancel,
  focusOnOpen,
  note,
}: {
  submitLabel: string;
  textLabel: string;
  onPost: (author: string, text: string) => void;
  onCancel?: () => void;
  focusOnOpen?: boolean;
  note?: string;
}) {
  const nameId = useId();
  const textId = useId();
  const [author, setAuthor] = useState("");
  const [text, setText] = useState("");
  const nameRef = useRef<HTMLInputElement>(null);
  // A reply form opens because the reader asked for it: focus moves into it.
  useEffect(() => {
    if (focusOnOpen) nameRef.current?.focus();
  }, [focusOnOpen]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPost(author.trim(), text.trim());
  };
  return (
    <form className="kit-comment-form" onSubmit={submit}>
      <div className="kit-field">
        <label className="kit-label" htmlFor={nameId}>
          Name
        </label>
        <input
          id={nameId}
          className="kit-input"
          autoComplete="name"
          required
          maxLength={80}
          pattern=".*\S.*"
          ref={nameRef}
          value={author}
          onChange={(event) => setAuthor(event.target.value)}
        />
      </div>
      <div className="kit-field">
        <label className="kit-label" htmlFor={textId}>
          {textLabel}
        </label>
        <textarea
          id={textId}
          className="kit-input"
          rows={3}
          required
          maxLength={1000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="kit-comment-actions">
        <button type="submit" className="kit-btn kit-btn-sm">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="kit-btn kit-btn-outline kit-btn-sm" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {note && <p className="kit-comment-note">{note}</p>}
    </form>
  );
}
