#include "folder_model.h"

struct _FolderModel {
    GObject parent_instance;
    guint count;
    gint64 *identifiers;
};

static GType folder_model_get_item_type(GListModel *model) {
    (void)model;
    return GTK_TYPE_STRING_OBJECT;
}

static guint folder_model_get_n_items(GListModel *model) {
    return FOLDER_MODEL(model)->count;
}

static gpointer folder_model_get_item(GListModel *model, guint position) {
    FolderModel *self = FOLDER_MODEL(model);
    if (position >= self->count) return NULL;
    char text[32];
    g_snprintf(text, sizeof text, "Folder %" G_GINT64_FORMAT, self->identifiers[position]);
    return gtk_string_object_new(text);
}

static void folder_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = folder_model_get_item_type;
    iface->get_n_items = folder_model_get_n_items;
    iface->get_item = folder_model_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE(FolderModel, folder_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, folder_model_list_model_init))

static void folder_model_finalize(GObject *object) {
    g_free(FOLDER_MODEL(object)->identifiers);
    G_OBJECT_CLASS(folder_model_parent_class)->finalize(object);
}

static void folder_model_class_init(FolderModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = folder_model_finalize;
}

static void folder_model_init(FolderModel *self) { (void)self; }

FolderModel *folder_model_new(guint count) {
    FolderModel *self = g_object_new(FOLDER_TYPE_MODEL, NULL);
    self->count = count;
    self->identifiers = g_new(gint64, count ? count : 1);
    for (guint i = 0; i < count; i++) self->identifiers[i] = i;
    return self;
}
