/* A list model of folders: an array of integer identifiers, like the CellKit side's snapshot of Int
 * identifiers; the item for a position is made when the list asks for it ("Folder N"). */
#ifndef FOLDER_MODEL_H
#define FOLDER_MODEL_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FOLDER_TYPE_MODEL (folder_model_get_type())
G_DECLARE_FINAL_TYPE(FolderModel, folder_model, FOLDER, MODEL, GObject)

/** A model of `count` folders with identifiers 0 … count - 1. */
FolderModel *folder_model_new(guint count);

G_END_DECLS

#endif
